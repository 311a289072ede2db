import multipart from '@fastify/multipart';
import { authRoles, errorBodySchema, WORD_IMPORT_MAX_BYTES, wordImportResultSchema } from '@cppcc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unsupportedMediaType } from '../../../http/errors';
import { uploadOf } from '../../attachments/upload-parts';
import { wordImportService } from './service';

/**
 * POST /api/proposals/word-import: a proposal form in Word read into the editor's fields. Members write
 * proposals and staff enter them for members, so both may call it; it only reads the upload and stores
 * nothing, so it touches no proposal and needs no id.
 */
export const wordImportRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: WORD_IMPORT_MAX_BYTES, files: 1, fields: 5 } });

  app.post(
    '/proposals/word-import',
    {
      config: { auth: [...authRoles.members, ...authRoles.staff] },
      schema: {
        tags: ['proposals'],
        summary: 'Read a proposal form from a Word document (.docx, multipart field `file`); stores nothing',
        consumes: ['multipart/form-data'],
        response: {
          200: wordImportResultSchema,
          400: errorBodySchema,
          413: errorBodySchema,
          415: errorBodySchema,
        },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw unsupportedMediaType();
      return wordImportService(request.server.db.kysely).read(await uploadOf(request));
    },
  );
};
