import multipart from '@fastify/multipart';
import {
  CLUE_PICTURE_MAX_BYTES,
  CLUE_PICTURE_TYPES,
  cluePictureSchema,
  clueTrackingParamsSchema,
  errorBodySchema,
} from '@cppcc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { nowIso } from '../../db/values';
import { unsupportedMediaType } from '../../http/errors';
import { pictureLinkQuerySchema } from '../attachments/picture-links';
import { fileStorageFor } from '../attachments/storage-choice';
import { uploadOf } from '../attachments/upload-parts';
import { cluePictures } from './pictures';
import { fileResponse } from '../../http/openapi';

/** Per client address, as the clue's own sending (routes.ts). */
const UPLOAD_RATE_LIMIT = { max: 20, timeWindow: '10 minutes' };
const pictureParamsSchema = z.object({ id: z.uuid({ error: 'validation.invalid' }) });

/** A clue's pictures (issue 27 §1): sent with the tracking code right after the clue, shown by signed link. */
export const cluePictureRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: CLUE_PICTURE_MAX_BYTES, files: 1, fields: 5 } });
  const pictures = () =>
    cluePictures(
      { db: app.db.kysely, secret: app.config.jwtSecret, clock: nowIso },
      fileStorageFor(app.config, app.db.kysely),
    );

  app.post(
    '/public/clues/track/:code/pictures',
    {
      config: { auth: null, rateLimit: UPLOAD_RATE_LIMIT },
      schema: {
        tags: ['clues'],
        summary:
          'Add a picture to the clue of this tracking code (multipart field `file`: PNG, JPG, GIF or WebP, ' +
          'at most 2 MB; at most 4, while the clue awaits screening, within an hour of sending)',
        consumes: ['multipart/form-data'],
        params: clueTrackingParamsSchema,
        response: {
          201: cluePictureSchema,
          400: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          413: errorBodySchema,
          415: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw unsupportedMediaType();
      const picture = await pictures().upload(request.params.code, await uploadOf(request));
      return reply.status(201).send(picture);
    },
  );

  app.get(
    '/public/clue-pictures/:id',
    {
      // An <img> sends no bearer token: the API's answers give the address signed (picture-links.ts).
      config: { auth: null },
      schema: {
        tags: ['clues'],
        summary: 'A clue’s picture (signed address, as the clue’s answers give it)',
        params: pictureParamsSchema,
        querystring: pictureLinkQuerySchema,
        response: { 200: fileResponse(CLUE_PICTURE_TYPES), 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => pictures().send(reply, request.params.id, request.query),
  );
};
