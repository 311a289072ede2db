import multipart from '@fastify/multipart';
import {
  mailExportQuerySchema,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_TYPES,
  authRoles,
  errorBodySchema,
  idParamsSchema,
  mailAttachmentSchema,
  mailDeleteBodySchema,
  mailDraftBodySchema,
  mailFilterSchema,
  mailFolderSchema,
  mailIdQuerySchema,
  mailLabelSchema,
  mailListQuerySchema,
  mailListSchema,
  mailRecipientSchema,
  mailRecipientsQuerySchema,
  mailSchema,
  mailSendBodySchema,
  mailSetFolderBodySchema,
  mailSummarySchema,
  mailToggleLabelBodySchema,
  mailUnreadSchema,
  mailUpdateBodySchema,
  mailWriteAnswerSchema,
  pickLanguage,
} from '@cppcc/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unsupportedMediaType } from '../../http/errors';
import { sendStoredFile } from '../attachments/service';
import { fileStorageFor } from '../attachments/storage-choice';
import { uploadOf } from '../attachments/upload-parts';
import { currentUser } from '../auth/guard';
import { mailFiles } from './files';
import { mailService } from './service';
import { MAIL_CELLS } from './export';
import { exportResponses, sendListExport } from '../exports/list-export';
import { fileResponse } from '../../http/openapi';

const tags = ['mail'];
const auth = authRoles.signedIn;
const errors = { 400: errorBodySchema, 404: errorBodySchema };
const uploadErrors = { 400: errorBodySchema, 413: errorBodySchema, 415: errorBodySchema };

const me = (request: FastifyRequest) => ({ id: currentUser(request).user.id });
const languageOf = (request: FastifyRequest) => pickLanguage(request.headers['accept-language']);

/** /api/mail-app/*: the mail app of seed 001, each signed-in user's own mailbox (contracts/mail). */
export const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: ATTACHMENT_MAX_BYTES, files: 1, fields: 5 } });
  const service = () => mailService(app.db.kysely, { realtime: app.realtime });
  const files = () => mailFiles(app.db.kysely, fileStorageFor(app.config, app.db.kysely));

  app.get(
    '/mail-app/mails',
    {
      config: { auth },
      schema: {
        tags,
        summary: 'A page of the caller’s mail in a folder, label or filter, newest first, with search',
        querystring: mailListQuerySchema,
        // The items alone when asked the template's way (folderHandle… without a page), issue 31 §2.
        response: { 200: z.union([mailListSchema, z.array(mailSummarySchema)]), 400: errorBodySchema },
      },
    },
    async (request) => {
      const list = await service().list(me(request), request.query);
      return request.query.array === true ? list.items : list;
    },
  );
  app.get(
    '/mail-app/mails/export.xlsx',
    {
      config: { auth },
      schema: {
        tags,
        summary:
          'The caller’s mails GET /mail-app/mails lists for the same view and search, all pages, as Excel',
        querystring: mailExportQuerySchema,
        response: exportResponses,
      },
    },
    (request, reply) => {
      const { columns, ...view } = request.query;
      return sendListExport(app.db.kysely, request, reply, {
        list: 'mail',
        cells: MAIL_CELLS,
        widths: { from: 28, to: 36, subject: 40, excerpt: 48 },
        columns,
        filters: view,
        batches: service().exportRows(me(request), view),
      });
    },
  );
  app.get(
    '/mail-app/mail',
    {
      config: { auth },
      schema: {
        tags,
        summary: 'One of the caller’s mails with its message',
        querystring: mailIdQuerySchema,
        response: { 200: mailSchema, ...errors },
      },
    },
    (request) => service().get(me(request), request.query.id),
  );
  app.get(
    '/mail-app/folders',
    {
      config: { auth },
      schema: {
        tags,
        summary: 'The folders with the caller’s unread and total counts',
        response: { 200: z.array(mailFolderSchema) },
      },
    },
    (request) => service().folders(me(request), languageOf(request)),
  );
  app.get(
    '/mail-app/filters',
    {
      config: { auth },
      schema: {
        tags,
        summary: 'The filters (starred, important)',
        response: { 200: z.array(mailFilterSchema) },
      },
    },
    (request) => service().filters(languageOf(request)),
  );
  app.get(
    '/mail-app/labels',
    {
      config: { auth },
      schema: { tags, summary: 'The labels with their colours', response: { 200: z.array(mailLabelSchema) } },
    },
    (request) => service().labels(languageOf(request)),
  );
  app.get(
    '/mail-app/unread-count',
    {
      config: { auth },
      schema: { tags, summary: 'Unread mail in the caller’s inbox', response: { 200: mailUnreadSchema } },
    },
    (request) => service().unread(me(request)),
  );
  app.get(
    '/mail-app/recipients',
    {
      config: { auth },
      schema: {
        tags,
        summary: 'People the caller may write to (accounts with an e-mail), by name, unit or e-mail',
        querystring: mailRecipientsQuerySchema,
        response: { 200: z.array(mailRecipientSchema), 400: errorBodySchema },
      },
    },
    (request) => service().recipients(me(request), request.query.q),
  );

  const write = { 200: mailWriteAnswerSchema, ...errors };
  app.post(
    '/mail-app/update-mail',
    {
      config: { auth },
      schema: {
        tags,
        summary: 'Mark mails read or unread, starred, important',
        body: mailUpdateBodySchema,
        response: write,
      },
    },
    (request) => service().update(me(request), request.body),
  );
  app.post(
    '/mail-app/set-folder',
    {
      config: { auth },
      schema: {
        tags,
        summary: 'Move mails to a folder (`restore`: from the trash back where they came from)',
        body: mailSetFolderBodySchema,
        response: write,
      },
    },
    (request) => service().setFolder(me(request), request.body),
  );
  app.post(
    '/mail-app/toggle-label',
    {
      config: { auth },
      schema: {
        tags,
        summary: 'Put a label on the mails (or take it off when all have it)',
        body: mailToggleLabelBodySchema,
        response: write,
      },
    },
    (request) => service().toggleLabel(me(request), request.body),
  );
  app.post(
    '/mail-app/delete-mails',
    {
      config: { auth },
      schema: {
        tags,
        summary: 'Delete mails in the trash for good',
        body: mailDeleteBodySchema,
        response: write,
      },
    },
    (request) => service().remove(me(request), request.body.ids),
  );
  app.post(
    '/mail-app/save-draft',
    {
      config: { auth },
      schema: {
        tags,
        summary: 'Save a new draft or overwrite one of the caller’s drafts (HTML sanitized)',
        body: mailDraftBodySchema,
        response: { 200: mailSchema, ...errors },
      },
    },
    (request) => service().saveDraft(me(request), request.body),
  );
  app.post(
    '/mail-app/send',
    {
      config: { auth },
      schema: {
        tags,
        summary: 'Send a mail: a copy to each recipient’s inbox (live), one in the caller’s sent folder',
        body: mailSendBodySchema,
        response: { 200: mailSchema, ...errors },
      },
    },
    (request) => service().send(me(request), request.body),
  );
  app.post(
    '/mail-app/attachments',
    {
      config: { auth },
      schema: {
        tags,
        summary: 'Upload a file for a mail (multipart field `file`; PDF, Word, Excel, images; 20 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: mailAttachmentSchema, ...uploadErrors },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw unsupportedMediaType();
      return files().upload(me(request), await uploadOf(request));
    },
  );
  app.get(
    '/mail-app/attachments/:id',
    {
      config: { auth },
      schema: {
        tags,
        summary: 'Download a file of one of the caller’s mails',
        params: idParamsSchema,
        response: { 200: fileResponse(ATTACHMENT_TYPES), 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { row, stream } = await files().open(me(request), request.params.id);
      return sendStoredFile(reply, row, stream);
    },
  );
};
