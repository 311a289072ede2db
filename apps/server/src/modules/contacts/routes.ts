import multipart from '@fastify/multipart';
import {
  addContactBodySchema,
  authRoles,
  CONTACT_AVATAR_MAX_BYTES,
  CONTACT_AVATAR_TYPES,
  contactAvatarParamsSchema,
  contactAvatarSchema,
  contactExportQuerySchema,
  contactIdBodySchema,
  contactIdsBodySchema,
  contactListQuerySchema,
  contactListSchema,
  contactsUserSchema,
  errorBodySchema,
  updateContactBodySchema,
} from '@cppcc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unsupportedMediaType } from '../../http/errors';
import { fileStorageFor } from '../attachments/storage-choice';
import { uploadOf } from '../attachments/upload-parts';
import { callerOf } from '../auth/guard';
import { pictureLinkQuerySchema, sendSignedPicture } from '../attachments/picture-links';
import { contactAvatars } from './avatars';
import { contactsService } from './service';
import { CONTACT_CELLS } from './export';
import { exportResponses, oneBatch, sendListExport } from '../exports/list-export';
import { fileResponse } from '../../http/openapi';

const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const auth = authRoles.signedIn;
const tags = ['contacts'];

/** The contacts app of seed 001 §7 (/api/contacts-app/*): each signed-in user's own address book. */
export const contactsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: CONTACT_AVATAR_MAX_BYTES, files: 1, fields: 5 } });
  const service = () => contactsService(app.db.kysely);
  const avatars = () => contactAvatars(app.db.kysely, fileStorageFor(app.config, app.db.kysely));

  app.get(
    '/contacts-app/contacts',
    {
      config: { auth },
      schema: {
        tags,
        summary: 'List contacts: id = frequent, starred, directory, a group id, else all own contacts',
        querystring: contactListQuerySchema,
        response: { 200: contactListSchema, 400: errorBodySchema },
      },
    },
    async (request) => service().shown(callerOf(request), request.query),
  );
  app.get(
    '/contacts-app/contacts/export.xlsx',
    {
      config: { auth },
      schema: {
        tags,
        summary:
          'The contacts GET /contacts-app/contacts lists for the same list, filters and sort, as Excel',
        querystring: contactExportQuerySchema,
        response: exportResponses,
      },
    },
    (request, reply) => {
      const { columns, ...query } = request.query;
      return sendListExport(app.db.kysely, request, reply, {
        list: 'contacts',
        cells: CONTACT_CELLS,
        widths: { email: 28, company: 28 },
        columns,
        filters: query,
        batches: oneBatch(() => service().shown(callerOf(request), query)),
      });
    },
  );
  app.get(
    '/contacts-app/user',
    {
      config: { auth },
      schema: {
        tags,
        summary:
          'The contacts-app user: starred and frequent contact ids, groups (with the committee directory)',
        response: { 200: contactsUserSchema },
      },
    },
    async (request) => service().user(callerOf(request)),
  );
  app.post(
    '/contacts-app/add-contact',
    {
      config: { auth },
      schema: {
        tags,
        summary: 'Add a contact (a new id is generated); answers the full list',
        body: addContactBodySchema,
        response: { 200: contactListSchema, ...errors },
      },
    },
    async (request) => service().add(callerOf(request), request.body.newContact),
  );
  app.post(
    '/contacts-app/update-contact',
    {
      config: { auth },
      schema: {
        tags,
        summary: 'Replace one of your contacts by id; answers the full list',
        body: updateContactBodySchema,
        response: { 200: contactListSchema, ...errors },
      },
    },
    async (request) => service().update(callerOf(request), request.body.contact),
  );
  app.post(
    '/contacts-app/remove-contact',
    {
      config: { auth },
      schema: {
        tags,
        summary: 'Remove one of your contacts; answers the full list',
        body: contactIdBodySchema,
        response: { 200: contactListSchema, ...errors },
      },
    },
    async (request) => service().remove(callerOf(request), request.body.contactId),
  );
  app.post(
    '/contacts-app/remove-contacts',
    {
      config: { auth },
      schema: {
        tags,
        summary: 'Remove several of your contacts; answers the full list',
        body: contactIdsBodySchema,
        response: { 200: contactListSchema, ...errors },
      },
    },
    async (request) => service().removeMany(callerOf(request), request.body.contactIds),
  );
  app.post(
    '/contacts-app/toggle-starred-contact',
    {
      config: { auth },
      schema: {
        tags,
        summary: 'Flip the star of one contact; answers the user',
        body: contactIdBodySchema,
        response: { 200: contactsUserSchema, ...errors },
      },
    },
    async (request) => service().toggleStar(callerOf(request), request.body.contactId),
  );
  app.post(
    '/contacts-app/toggle-starred-contacts',
    {
      config: { auth },
      schema: {
        tags,
        summary: 'Flip the star of each contact named; answers the user',
        body: contactIdsBodySchema,
        response: { 200: contactsUserSchema, ...errors },
      },
    },
    async (request) => service().toggleStars(callerOf(request), request.body.contactIds),
  );
  app.post(
    '/contacts-app/set-contacts-starred',
    {
      config: { auth },
      schema: {
        tags,
        summary: 'Star the contacts named; answers the user',
        body: contactIdsBodySchema,
        response: { 200: contactsUserSchema, ...errors },
      },
    },
    async (request) => service().setStars(callerOf(request), request.body.contactIds, true),
  );
  app.post(
    '/contacts-app/set-contacts-unstarred',
    {
      config: { auth },
      schema: {
        tags,
        summary: 'Unstar the contacts named; answers the user',
        body: contactIdsBodySchema,
        response: { 200: contactsUserSchema, ...errors },
      },
    },
    async (request) => service().setStars(callerOf(request), request.body.contactIds, false),
  );
  app.post(
    '/contacts-app/avatar',
    {
      config: { auth },
      schema: {
        tags,
        summary: 'Upload a contact picture (multipart field `file`: PNG, JPG, GIF or WebP, at most 2 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: contactAvatarSchema, ...errors, 413: errorBodySchema, 415: errorBodySchema },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw unsupportedMediaType();
      return avatars().upload(callerOf(request).id, await uploadOf(request));
    },
  );
  app.get(
    '/contacts-app/avatars/:id',
    {
      // An <img> sends no bearer token: the API's answers give the address signed (picture-links.ts).
      config: { auth: null },
      schema: {
        tags,
        summary: 'A contact picture uploaded with POST /contacts-app/avatar (signed address)',
        params: contactAvatarParamsSchema,
        querystring: pictureLinkQuerySchema,
        response: { 200: fileResponse(CONTACT_AVATAR_TYPES), 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => sendSignedPicture(request, reply, app.config.jwtSecret, avatars()),
  );
};
