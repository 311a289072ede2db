import multipart from '@fastify/multipart';
import {
  authRoles,
  createFolderBodySchema,
  errorBodySchema,
  FILE_MANAGER_MAX_BYTES,
  FILE_MANAGER_TYPES,
  asksForListing,
  fileManagerFilesAnswerSchema,
  fileManagerFilesQuerySchema,
  fileManagerFolderListSchema,
  fileManagerItemSchema,
  fileManagerUploadQuerySchema,
  idParamsSchema,
  moveItemBodySchema,
  pickLanguage,
  removedItemSchema,
  renameItemBodySchema,
  setOfflineBodySchema,
} from '@cppcc/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unsupportedMediaType } from '../../http/errors';
import { sendStoredFile } from '../attachments/service';
import { fileStorageFor } from '../attachments/storage-choice';
import { uploadOf } from '../attachments/upload-parts';
import { callerOf } from '../auth/guard';
import { fileManagerService } from './service';
import { fileResponse } from '../../http/openapi';

const auth = authRoles.signedIn;
const tags = ['file-manager'];
const errors = { 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
const uploadErrors = { ...errors, 413: errorBodySchema, 415: errorBodySchema };
const languageOf = (request: FastifyRequest) => pickLanguage(request.headers['accept-language']);
const me = (request: FastifyRequest) => callerOf(request).id;

/** /api/file-manager-app/*: the file manager of seed 001, each signed-in user's own folders and files. */
export const fileManagerRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: FILE_MANAGER_MAX_BYTES, files: 1, fields: 5 } });
  const service = () =>
    fileManagerService(app.db.kysely, fileStorageFor(app.config, app.db.kysely), {
      quotaBytes: app.config.fileManagerQuotaBytes,
    });

  app.get(
    '/file-manager-app/files',
    {
      config: { auth },
      schema: {
        tags,
        summary:
          'One of your folders (folderId, or view=listing for the top): its items, folders first, and your usage; without a query the template’s array of the top folder’s items',
        querystring: fileManagerFilesQuerySchema,
        response: { 200: fileManagerFilesAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const listing = await service().list(me(request), request.query.folderId, languageOf(request));
      return asksForListing(request.query) ? listing : listing.items;
    },
  );
  app.get(
    '/file-manager-app/folders',
    {
      config: { auth },
      schema: {
        tags,
        summary: 'Every folder of yours (to choose where to move)',
        response: { 200: fileManagerFolderListSchema },
      },
    },
    (request) => service().folders(me(request)),
  );
  app.post(
    '/file-manager-app/folders',
    {
      config: { auth },
      schema: {
        tags,
        summary: 'Create a folder (folderId null: at the top)',
        body: createFolderBodySchema,
        response: { 200: fileManagerItemSchema, ...errors },
      },
    },
    (request) => service().createFolder(me(request), request.body, languageOf(request)),
  );
  app.post(
    '/file-manager-app/files',
    {
      config: { auth },
      schema: {
        tags,
        summary:
          'Upload one file into a folder (multipart field `file`; PDF, Word, Excel, images, text; 20 MB; within your quota)',
        consumes: ['multipart/form-data'],
        querystring: fileManagerUploadQuerySchema,
        response: { 200: fileManagerItemSchema, ...uploadErrors },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw unsupportedMediaType();
      return service().upload(
        me(request),
        request.query.folderId,
        () => uploadOf(request),
        languageOf(request),
      );
    },
  );
  app.get(
    '/file-manager-app/files/:id/content',
    {
      config: { auth },
      schema: {
        tags,
        summary: 'Download one of your files',
        params: idParamsSchema,
        response: { 200: fileResponse(FILE_MANAGER_TYPES), 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { row, stream } = await service().open(me(request), request.params.id);
      return sendStoredFile(reply, row, stream);
    },
  );
  app.post(
    '/file-manager-app/items/:id/rename',
    {
      config: { auth },
      schema: {
        tags,
        summary: 'Rename one of your files or folders',
        params: idParamsSchema,
        body: renameItemBodySchema,
        response: { 200: fileManagerItemSchema, ...errors },
      },
    },
    (request) => service().rename(me(request), request.params.id, request.body.name, languageOf(request)),
  );
  app.post(
    '/file-manager-app/items/:id/move',
    {
      config: { auth },
      schema: {
        tags,
        summary: 'Move one of your files or folders into another folder (null: the top)',
        params: idParamsSchema,
        body: moveItemBodySchema,
        response: { 200: fileManagerItemSchema, ...errors },
      },
    },
    (request) => service().move(me(request), request.params.id, request.body.folderId, languageOf(request)),
  );
  app.post(
    '/file-manager-app/items/:id/offline',
    {
      config: { auth },
      schema: {
        tags,
        summary: 'Mark one of your files or folders as kept offline, or not',
        params: idParamsSchema,
        body: setOfflineBodySchema,
        response: { 200: fileManagerItemSchema, ...errors },
      },
    },
    (request) =>
      service().setOffline(me(request), request.params.id, request.body.offline, languageOf(request)),
  );
  app.delete(
    '/file-manager-app/items/:id',
    {
      config: { auth },
      schema: {
        tags,
        summary: 'Delete one of your files, or a folder with everything inside it',
        params: idParamsSchema,
        response: { 200: removedItemSchema, 404: errorBodySchema },
      },
    },
    (request) => service().remove(me(request), request.params.id),
  );
};
