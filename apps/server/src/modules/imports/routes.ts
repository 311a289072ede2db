import multipart from '@fastify/multipart';
import {
  authRoles,
  errorBodySchema,
  IMPORT_KIND_LABELS,
  IMPORT_MAX_BYTES,
  importKindParamsSchema,
  importQuerySchema,
  importResultSchema,
  pickLanguage,
} from '@cppcc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, payloadTooLarge, unsupportedMediaType } from '../../http/errors';
import { linkOrigin } from '../../http/link-origin';
import { auditContextOf } from '../admin-log/record';
import { contentDisposition } from '../attachments/service';
import { uploadOf } from '../attachments/upload-parts';
import { importService } from './service';
import { importTemplate } from './workbook';
import { fileResponse } from '../../http/openapi';

const tags = ['imports'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const tooLarge = () =>
  payloadTooLarge('import.tooLarge', { params: { max: IMPORT_MAX_BYTES / 1024 / 1024 } });
const fileRequired = () => badRequest('import.fileRequired', { fields: { file: 'import.fileRequired' } });

/**
 * The Excel import of users, units and sessions (issue 30 §1), admin only: the template, and the upload
 * checked (`mode=check`, writes nothing) or imported (`mode=commit`, all rows or none).
 */
export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5 } });
  const config = { auth: authRoles.admin };
  const service = () =>
    importService({
      db: app.db.kysely,
      sender: app.messageSender,
      log: app.log,
      passwordHashCost: app.config.passwordHashCost,
    });

  app.get(
    '/admin/import/:kind/template.xlsx',
    {
      config,
      schema: {
        tags,
        summary: 'The Excel template of a kind (Chinese headers, an instructions sheet)',
        params: importKindParamsSchema,
        response: { 200: fileResponse([XLSX]), 400: errorBodySchema },
      },
    },
    async (request, reply) =>
      reply
        .header('content-type', XLSX)
        .header(
          'content-disposition',
          contentDisposition(`${IMPORT_KIND_LABELS[request.params.kind]['zh-CN']}导入模板.xlsx`),
        )
        .header('cache-control', 'private, no-store')
        .send(await importTemplate(request.params.kind)),
  );

  app.post(
    '/admin/import/:kind',
    {
      config,
      schema: {
        tags,
        summary: 'Check (mode=check) or import (mode=commit) an .xlsx (multipart field `file`)',
        consumes: ['multipart/form-data'],
        params: importKindParamsSchema,
        querystring: importQuerySchema,
        response: {
          200: importResultSchema,
          400: errorBodySchema,
          413: errorBodySchema,
          415: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw unsupportedMediaType('import.notExcel');
      const part = await uploadOf(request);
      if (!part) throw fileRequired();
      if (!/\.xlsx$/i.test(part.filename)) {
        part.file.resume();
        throw unsupportedMediaType('import.notExcel');
      }
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
        throw error;
      }
      if (part.file.truncated) throw tooLarge();
      await part.rest?.();
      if (bytes.length === 0) throw fileRequired();
      const language = pickLanguage(request.headers['accept-language']);
      const { kind } = request.params;
      if (request.query.mode === 'check') return service().check(kind, bytes, language);
      const { result } = await service().commit(kind, bytes, {
        language,
        context: auditContextOf(request),
        origin: kind === 'users' ? linkOrigin(app, request) : '',
        fileName: part.filename,
      });
      return result;
    },
  );
};
