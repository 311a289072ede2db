import multipart from '@fastify/multipart';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_TYPES,
  attachmentParamsSchema,
  attachmentSchema,
  authRoles,
  errorBodySchema,
  idParamsSchema,
} from '@cppcc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unsupportedMediaType } from '../../http/errors';

import { attachmentsService, sendStoredFile } from './service';
import { fileStorageFor } from './storage-choice';
import { uploadOf } from './upload-parts';
import { callerOf } from '../auth/guard';
import { fileResponse } from '../../http/openapi';

const errors = {
  400: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  413: errorBodySchema,
  415: errorBodySchema,
};
const tags = ['attachments'];

/**
 * Proposal attachments: multipart upload streamed to the file storage (20 MB, PDF/Word/Excel/images),
 * download for whoever may see the owning proposal, removal while the proposal is editable.
 */
export const attachmentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: ATTACHMENT_MAX_BYTES, files: 1, fields: 5 } });
  const service = () =>
    attachmentsService(app.db.kysely, fileStorageFor(app.config, app.db.kysely), { dialect: app.db.dialect });

  app.post(
    '/proposals/:id/attachments',
    {
      config: { auth: authRoles.members },
      schema: {
        tags,
        summary: 'Upload an attachment (multipart/form-data, one file)',
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        response: { 200: attachmentSchema, ...errors },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const attachments = service();
      await attachments.checkCanEdit(request.params.id, caller);
      if (!request.isMultipart()) throw unsupportedMediaType();
      return attachments.upload(request.params.id, caller, await uploadOf(request));
    },
  );
  app.get(
    '/attachments/:id',
    {
      config: { auth: authRoles.signedIn },
      schema: {
        tags,
        summary: 'Download an attachment',
        params: idParamsSchema,
        response: { 200: fileResponse(ATTACHMENT_TYPES), 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { row, stream } = await service().open(request.params.id, callerOf(request));
      return sendStoredFile(reply, row, stream);
    },
  );
  app.delete(
    '/proposals/:id/attachments/:attachmentId',
    {
      config: { auth: authRoles.members },
      schema: {
        tags,
        summary: 'Remove an attachment while the proposal is editable',
        params: attachmentParamsSchema,
        response: { 200: z.object({ id: z.string() }), ...errors },
      },
    },
    async (request) => {
      await service().remove(request.params.id, request.params.attachmentId, callerOf(request));
      return { id: request.params.attachmentId };
    },
  );
};
