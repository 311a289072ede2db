import multipart from '@fastify/multipart';
import {
  authRoles,
  createNoteBodySchema,
  errorBodySchema,
  NOTE_IMAGE_MAX_BYTES,
  NOTE_IMAGE_TYPES,
  noteImageParamsSchema,
  noteImageSchema,
  noteLabelListSchema,
  noteListSchema,
  noteSchema,
  removeNoteBodySchema,
  updateLabelsBodySchema,
  updateNoteBodySchema,
} from '@cppcc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unsupportedMediaType } from '../../http/errors';
import { fileStorageFor } from '../attachments/storage-choice';
import { uploadOf } from '../attachments/upload-parts';
import { callerOf } from '../auth/guard';
import { pictureLinkQuerySchema, sendSignedPicture } from '../attachments/picture-links';
import { noteImages } from './images';
import { notesService } from './service';
import { fileResponse } from '../../http/openapi';

const errors = { 400: errorBodySchema, 404: errorBodySchema };
const auth = authRoles.signedIn;
const tags = ['notes'];

/** The notes app of seed 001 §7 (/api/notes-app/*): each signed-in user's own notes and labels. */
export const notesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: NOTE_IMAGE_MAX_BYTES, files: 1, fields: 5 } });
  const service = () => notesService(app.db.kysely);
  const images = () => noteImages(app.db.kysely, fileStorageFor(app.config, app.db.kysely));

  app.get(
    '/notes-app/notes',
    {
      config: { auth },
      schema: { tags, summary: 'All of your notes, newest first', response: { 200: noteListSchema } },
    },
    async (request) => service().list(callerOf(request).id),
  );
  app.get(
    '/notes-app/labels',
    {
      config: { auth },
      schema: { tags, summary: 'Your note labels, in your order', response: { 200: noteLabelListSchema } },
    },
    async (request) => service().labels(callerOf(request).id),
  );
  app.post(
    '/notes-app/create-note',
    {
      config: { auth },
      schema: {
        tags,
        summary: 'Create a note (a new id is generated; it goes first); answers it',
        body: createNoteBodySchema,
        response: { 200: noteSchema, ...errors },
      },
    },
    async (request) => service().create(callerOf(request).id, request.body.note),
  );
  app.post(
    '/notes-app/update-note',
    {
      config: { auth },
      schema: {
        tags,
        summary: 'Replace one of your notes by id (a changed reminder is armed again); answers it',
        body: updateNoteBodySchema,
        response: { 200: noteSchema, ...errors },
      },
    },
    async (request) => service().update(callerOf(request).id, request.body.note),
  );
  app.post(
    '/notes-app/update-labels',
    {
      config: { auth },
      schema: {
        tags,
        summary: 'Replace your label list (no id = new; left out = removed, also from notes); answers it',
        body: updateLabelsBodySchema,
        response: { 200: noteLabelListSchema, 400: errorBodySchema },
      },
    },
    async (request) => service().updateLabels(callerOf(request).id, request.body.labels),
  );
  app.post(
    '/notes-app/remove-note',
    {
      config: { auth },
      schema: {
        tags,
        summary: 'Delete one of your notes; answers the remaining notes',
        body: removeNoteBodySchema,
        response: { 200: noteListSchema, ...errors },
      },
    },
    async (request) => service().remove(callerOf(request).id, request.body.noteId),
  );
  app.post(
    '/notes-app/image',
    {
      config: { auth },
      schema: {
        tags,
        summary: 'Upload a note picture (multipart field `file`: PNG, JPG, GIF or WebP, at most 2 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: noteImageSchema, 400: errorBodySchema, 413: errorBodySchema, 415: errorBodySchema },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw unsupportedMediaType();
      return images().upload(callerOf(request).id, await uploadOf(request));
    },
  );
  app.get(
    '/notes-app/images/:id',
    {
      // An <img> sends no bearer token: the API's answers give the address signed (picture-links.ts).
      config: { auth: null },
      schema: {
        tags,
        summary: 'A note picture uploaded with POST /notes-app/image (signed address)',
        params: noteImageParamsSchema,
        querystring: pictureLinkQuerySchema,
        response: { 200: fileResponse(NOTE_IMAGE_TYPES), 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => sendSignedPicture(request, reply, app.config.jwtSecret, images()),
  );
};
