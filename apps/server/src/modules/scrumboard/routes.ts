import multipart from '@fastify/multipart';
import {
  authRoles,
  cardImageParamsSchema,
  cardImageSchema,
  boardMemberListSchema,
  boardMembersBodySchema,
  boardNewBodySchema,
  boardQuerySchema,
  boardRefBodySchema,
  boardRenameBodySchema,
  boardSchema,
  boardSettingsBodySchema,
  boardSettingsSchema,
  boardListsSchema,
  boardSummaryListSchema,
  boardSummarySchema,
  cardNewBodySchema,
  cardRemoveBodySchema,
  cardSchema,
  cardUpdateBodySchema,
  errorBodySchema,
  listNewBodySchema,
  listRemoveBodySchema,
  listRenameBodySchema,
  orderBodySchema,
  pickLanguage,
  PICTURE_MAX_BYTES,
  PICTURE_TYPES,
  scrumboardPeopleSchema,
} from '@cppcc/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unsupportedMediaType } from '../../http/errors';
import { pictureLinkQuerySchema, sendSignedPicture } from '../attachments/picture-links';
import { fileStorageFor } from '../attachments/storage-choice';
import { uploadOf } from '../attachments/upload-parts';
import { callerOf } from '../auth/guard';
import { cardImages } from './images';
import { scrumboardService } from './service';
import { fileResponse } from '../../http/openapi';

const errors = { 400: errorBodySchema, 404: errorBodySchema };
const auth = authRoles.signedIn;
const tags = ['scrumboard'];
const PREFIX = '/scrumboard-app';

/** A bare string answer as JSON (Fastify would send a returned string as plain text). */
const jsonText = async (reply: FastifyReply, value: Promise<string>) =>
  reply.type('application/json; charset=utf-8').send(JSON.stringify(await value));

/**
 * The scrumboard app of seed 001 §7 (/api/scrumboard-app/*): boards shared by their members. Every call but
 * `boards`, `people` and `board/new` names a board the caller must be a member of (404 otherwise).
 */
export const scrumboardRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  void app.register(multipart, { limits: { fileSize: PICTURE_MAX_BYTES, files: 1, fields: 5 } });
  const service = (request: FastifyRequest) =>
    scrumboardService(app.db.kysely, {
      realtime: app.realtime,
      language: pickLanguage(request.headers['accept-language']),
    });
  const me = (request: FastifyRequest) => callerOf(request).id;

  app.get(
    `${PREFIX}/boards`,
    {
      config: { auth },
      schema: { tags, summary: 'The boards you are a member of', response: { 200: boardSummaryListSchema } },
    },
    (request) => service(request).boards(me(request)),
  );
  app.get(
    `${PREFIX}/people`,
    {
      config: { auth },
      schema: {
        tags,
        summary: 'Who can be made a member of a board',
        response: { 200: scrumboardPeopleSchema },
      },
    },
    (request) => service(request).people(),
  );
  app.post(
    `${PREFIX}/board/new`,
    {
      config: { auth },
      schema: {
        tags,
        summary: 'Create a board (you are its first member); answers id, name, uri',
        body: boardNewBodySchema,
        response: { 200: boardSummarySchema, 400: errorBodySchema },
      },
    },
    (request) => service(request).create(me(request), request.body.board),
  );
  app.get(
    `${PREFIX}/board`,
    {
      config: { auth },
      schema: {
        tags,
        summary: 'One of your boards, whole (404 "Requested board do not exist." for any other id)',
        querystring: boardQuerySchema,
        response: { 200: boardSchema, ...errors },
      },
    },
    (request) => service(request).board(me(request), request.query.boardId),
  );
  app.post(
    `${PREFIX}/board/rename`,
    {
      config: { auth },
      schema: {
        tags,
        summary: 'Rename a board (its uri follows); answers the title',
        body: boardRenameBodySchema,
        response: { 200: z.string(), ...errors },
      },
    },
    (request, reply) =>
      jsonText(reply, service(request).rename(me(request), request.body.boardId, request.body.boardTitle)),
  );
  app.post(
    `${PREFIX}/board/settings/update`,
    {
      config: { auth },
      schema: {
        tags,
        summary:
          "Change a board's settings (colour, card cover images; subscribed is your own); answers them",
        body: boardSettingsBodySchema,
        response: { 200: boardSettingsSchema, ...errors },
      },
    },
    (request) => service(request).updateSettings(me(request), request.body.boardId, request.body.settings),
  );
  app.post(
    `${PREFIX}/board/delete`,
    {
      config: { auth },
      schema: {
        tags,
        summary: 'Delete a board with its lists and cards; answers true',
        body: boardRefBodySchema,
        response: { 200: z.literal(true), ...errors },
      },
    },
    (request) => service(request).remove(me(request), request.body.boardId),
  );
  app.post(
    `${PREFIX}/board/members`,
    {
      config: { auth },
      schema: {
        tags,
        summary: "Set a board's members (you stay one; who leaves is taken off its cards); answers them",
        body: boardMembersBodySchema,
        response: { 200: boardMemberListSchema, ...errors },
      },
    },
    (request) => service(request).setMembers(me(request), request.body.boardId, request.body.memberIds),
  );
  app.post(
    `${PREFIX}/card/new`,
    {
      config: { auth },
      schema: {
        tags,
        summary: 'Add a card at the end of a list; answers the board',
        body: cardNewBodySchema,
        response: { 200: boardSchema, ...errors },
      },
    },
    (request) =>
      service(request).addCard(
        me(request),
        request.body.boardId,
        request.body.listId,
        request.body.data.name,
      ),
  );
  app.post(
    `${PREFIX}/card/update`,
    {
      config: { auth },
      schema: {
        tags,
        summary: 'Change a card (not its list or place: see card/order); answers the card',
        body: cardUpdateBodySchema,
        response: { 200: cardSchema, ...errors },
      },
    },
    (request) => service(request).updateCard(me(request), request.body.boardId, request.body.card),
  );
  app.post(
    `${PREFIX}/card/remove`,
    {
      config: { auth },
      schema: {
        tags,
        summary: 'Remove a card from the board and its list; answers its id',
        body: cardRemoveBodySchema,
        response: { 200: z.string(), ...errors },
      },
    },
    (request, reply) =>
      jsonText(reply, service(request).removeCard(me(request), request.body.boardId, request.body.cardId)),
  );
  app.post(
    `${PREFIX}/card/order`,
    {
      config: { auth },
      schema: {
        tags,
        summary: 'Put cards in lists and order (applied to the board as it is now); answers the lists',
        body: orderBodySchema,
        response: { 200: boardListsSchema, ...errors },
      },
    },
    (request) => service(request).orderCards(me(request), request.body.boardId, request.body.lists),
  );
  app.post(
    `${PREFIX}/list/new`,
    {
      config: { auth },
      schema: {
        tags,
        summary: 'Add a list at the end; answers all lists',
        body: listNewBodySchema,
        response: { 200: boardListsSchema, ...errors },
      },
    },
    (request) => service(request).addList(me(request), request.body.boardId, request.body.data.name),
  );
  app.post(
    `${PREFIX}/list/rename`,
    {
      config: { auth },
      schema: {
        tags,
        summary: 'Rename a list; answers the title',
        body: listRenameBodySchema,
        response: { 200: z.string(), ...errors },
      },
    },
    (request, reply) =>
      jsonText(
        reply,
        service(request).renameList(
          me(request),
          request.body.boardId,
          request.body.listId,
          request.body.listTitle,
        ),
      ),
  );
  app.post(
    `${PREFIX}/list/remove`,
    {
      config: { auth },
      schema: {
        tags,
        summary: 'Remove a list with its cards; answers true',
        body: listRemoveBodySchema,
        response: { 200: z.literal(true), ...errors },
      },
    },
    (request) => service(request).removeList(me(request), request.body.boardId, request.body.listId),
  );
  app.post(
    `${PREFIX}/list/order`,
    {
      config: { auth },
      schema: {
        tags,
        summary: 'Put the lists in order (those left out follow); answers the lists',
        body: orderBodySchema,
        response: { 200: boardListsSchema, ...errors },
      },
    },
    (request) => service(request).orderLists(me(request), request.body.boardId, request.body.lists),
  );

  // Pictures for cards: uploaded, then attached by address with card/update (as an image attachment).
  const images = () => cardImages(app.db.kysely, fileStorageFor(app.config, app.db.kysely));
  app.post(
    `${PREFIX}/card-image`,
    {
      config: { auth },
      schema: {
        tags,
        summary: 'Upload a picture for a card (multipart field `file`: PNG, JPG, GIF or WebP, at most 2 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: cardImageSchema, 400: errorBodySchema, 413: errorBodySchema, 415: errorBodySchema },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw unsupportedMediaType();
      const { url } = await images().upload(me(request), await uploadOf(request));
      return { url };
    },
  );
  app.get(
    `${PREFIX}/images/:id`,
    {
      // An <img> sends no bearer token: the API's answers give the address signed (picture-links.ts).
      config: { auth: null },
      schema: {
        tags,
        summary: 'A card picture uploaded with POST /scrumboard-app/card-image (signed address)',
        params: cardImageParamsSchema,
        querystring: pictureLinkQuerySchema,
        response: { 200: fileResponse(PICTURE_TYPES), 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => sendSignedPicture(request, reply, app.config.jwtSecret, images()),
  );
  done();
};
