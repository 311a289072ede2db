import multipart from '@fastify/multipart';
import {
  errorBodySchema,
  pickLanguage,
  PROFILE_PICTURE_MAX_BYTES,
  PROFILE_PICTURE_TYPES,
  PROFILE_ROLES,
  profileAboutSchema,
  profileAlbumListSchema,
  profilePictureParamsSchema,
  profilePictureSchema,
  profileTimelineSchema,
} from '@cppcc/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unsupportedMediaType } from '../../http/errors';
import { pictureLinkQuerySchema, sendSignedPicture } from '../attachments/picture-links';
import { fileStorageFor } from '../attachments/storage-choice';
import { uploadOf } from '../attachments/upload-parts';
import { callerOf } from '../auth/guard';
import { profilePictures } from './pictures';
import { profileService } from './service';
import { fileResponse } from '../../http/openapi';

const auth = PROFILE_ROLES;
const tags = ['profile'];
const languageOf = (request: FastifyRequest) => pickLanguage(request.headers['accept-language']);

/** The profile page's calls of seed 001 (/api/profile/*): the signed-in user's own profile, and the avatar. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: PROFILE_PICTURE_MAX_BYTES, files: 1, fields: 5 } });
  const service = () => profileService(app.db.kysely);
  const pictures = () => profilePictures(app.db.kysely, fileStorageFor(app.config, app.db.kysely));

  app.get(
    '/profile/timeline',
    {
      config: { auth },
      schema: {
        tags,
        summary:
          'Your timeline: activities and posts (media, articles, comments, likes, shares), newest first',
        response: { 200: profileTimelineSchema },
      },
    },
    (request) => service().timeline(callerOf(request).id, languageOf(request)),
  );
  app.get(
    '/profile/photos-videos',
    {
      config: { auth },
      schema: {
        tags,
        summary: 'Your albums of photos and videos, newest first',
        response: { 200: profileAlbumListSchema },
      },
    },
    (request) => service().photosVideos(callerOf(request).id, languageOf(request)),
  );
  app.get(
    '/profile/about',
    {
      config: { auth },
      schema: {
        tags,
        summary: 'About you: general, work, contact, groups and friends',
        response: { 200: profileAboutSchema },
      },
    },
    (request) => service().about(callerOf(request).id, languageOf(request)),
  );
  app.post(
    '/profile/avatar',
    {
      config: { auth },
      schema: {
        tags,
        summary:
          'Upload your avatar (multipart field `file`: PNG, JPG, GIF or WebP, at most 2 MB); save its url as photoURL',
        consumes: ['multipart/form-data'],
        response: {
          200: profilePictureSchema,
          400: errorBodySchema,
          413: errorBodySchema,
          415: errorBodySchema,
        },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw unsupportedMediaType();
      return pictures().upload(callerOf(request).id, await uploadOf(request));
    },
  );
  app.get(
    '/profile/pictures/:id',
    {
      // An <img> sends no bearer token: the API's answers give the address signed (picture-links.ts).
      config: { auth: null },
      schema: {
        tags,
        summary: 'An avatar or profile picture uploaded with POST /profile/avatar (signed address)',
        params: profilePictureParamsSchema,
        querystring: pictureLinkQuerySchema,
        response: { 200: fileResponse(PROFILE_PICTURE_TYPES), 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => sendSignedPicture(request, reply, app.config.jwtSecret, pictures()),
  );
};
