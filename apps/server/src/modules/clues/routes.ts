import {
  authRoles,
  CLUE_LIBRARY_READERS,
  clueAdoptResultSchema,
  clueCampaignBodySchema,
  clueCampaignListSchema,
  clueCampaignSchema,
  clueCodeBodySchema,
  clueCodeResultSchema,
  clueDetailSchema,
  clueIntakeSchema,
  clueListQuerySchema,
  clueListSchema,
  clueSubmitBodySchema,
  clueSubmitResultSchema,
  clueTrackingParamsSchema,
  clueTrackingSchema,
  clueTransitionBodySchema,
  errorBodySchema,
  idParamsSchema,
} from '@cppcc/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { linkOrigin } from '../../http/link-origin';
import { callerOf } from '../auth/guard';
import { cluesService } from './service';

/** Per client address, on top of the per-phone limits of the service (the code's minute, a day's clues). */
const CODE_RATE_LIMIT = { max: 10, timeWindow: '1 minute' };
const SUBMIT_RATE_LIMIT = { max: 10, timeWindow: '10 minutes' };

/** Who reads clues: staff every clue, members the library (the service filters). */
const CLUE_READERS = CLUE_LIBRARY_READERS;

const tags = ['clues'];
const errors = {
  400: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  429: errorBodySchema,
};

/** Proposal clues (issue 27): the public form and tracking page, campaigns, screening and the library. */
export const clueRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const clues = () =>
    cluesService(app.db.kysely, {
      dialect: app.db.dialect,
      sender: app.messageSender,
      log: app.log,
      secret: app.config.jwtSecret,
    });

  // --- public: no account ------------------------------------------------------------------------
  app.get(
    '/public/clues/intake',
    {
      config: { auth: null },
      schema: {
        tags,
        summary: 'The open collection campaign (null: sending is closed) and the categories',
        response: { 200: clueIntakeSchema },
      },
    },
    async () => clues().public.intake(),
  );
  app.post(
    '/public/clues/code',
    {
      config: { auth: null, rateLimit: CODE_RATE_LIMIT },
      schema: {
        tags,
        summary: 'Send the 6-digit code that verifies the sender’s phone (while a campaign is open)',
        body: clueCodeBodySchema,
        response: { 200: clueCodeResultSchema, ...errors },
      },
    },
    async (request) => clues().public.requestCode(request.body.phone),
  );
  app.post(
    '/public/clues',
    {
      config: { auth: null, rateLimit: SUBMIT_RATE_LIMIT },
      schema: {
        tags,
        summary: 'Send a clue with the phone’s code → its tracking code (also sent by SMS)',
        body: clueSubmitBodySchema,
        response: { 201: clueSubmitResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const origin = linkOrigin(app, request);
      return reply.status(201).send(await clues().public.submit(request.body, origin));
    },
  );
  app.get(
    '/public/clues/track/:code',
    {
      config: { auth: null },
      schema: {
        tags,
        summary: 'The state of the one clue of this tracking code',
        params: clueTrackingParamsSchema,
        response: { 200: clueTrackingSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return clues().public.track(request.params.code);
    },
  );

  // --- campaigns (staff) -------------------------------------------------------------------------
  app.get(
    '/clue-campaigns',
    {
      config: { auth: authRoles.staff },
      schema: {
        tags,
        summary: 'Collection campaigns, the latest first',
        response: { 200: clueCampaignListSchema },
      },
    },
    async () => ({ items: await clues().campaigns.list() }),
  );
  app.post(
    '/clue-campaigns',
    {
      config: { auth: authRoles.staff },
      schema: {
        tags,
        summary: 'Open a collection campaign for a period (no overlap with another)',
        body: clueCampaignBodySchema,
        response: { 201: clueCampaignSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await clues().campaigns.create(callerOf(request), request.body)),
  );
  app.post(
    '/clue-campaigns/:id/close',
    {
      config: { auth: authRoles.staff },
      schema: {
        tags,
        summary: 'Close a campaign early',
        params: idParamsSchema,
        response: { 200: clueCampaignSchema, ...errors },
      },
    },
    async (request) => clues().campaigns.close(request.params.id),
  );

  // --- screening and the library -----------------------------------------------------------------
  app.get(
    '/clues',
    {
      config: { auth: CLUE_READERS },
      schema: {
        tags,
        summary: 'Clues, newest first: every clue for staff, the library (accepted, adopted) for members',
        querystring: clueListQuerySchema,
        response: { 200: clueListSchema, 400: errorBodySchema },
      },
    },
    async (request) => clues().library.list(callerOf(request), request.query),
  );
  app.get(
    '/clues/:id',
    {
      config: { auth: CLUE_READERS },
      schema: {
        tags,
        summary: 'One clue with its history and adoptions',
        params: idParamsSchema,
        response: { 200: clueDetailSchema, 404: errorBodySchema },
      },
    },
    async (request) => clues().library.detail(request.params.id, callerOf(request)),
  );
  app.post(
    '/clues/:id/transitions',
    {
      config: { auth: authRoles.staff },
      schema: {
        tags,
        summary:
          'Screen a clue: accept into the library, merge into another, or decline; the sender gets an SMS',
        params: idParamsSchema,
        body: clueTransitionBodySchema,
        response: { 200: clueDetailSchema, ...errors },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      await clues().screen(request.params.id, caller, request.body, linkOrigin(app, request));
      return clues().library.detail(request.params.id, caller);
    },
  );
  app.post(
    '/clues/:id/adopt',
    {
      config: { auth: authRoles.members },
      schema: {
        tags,
        summary: 'Adopt a library clue: a draft proposal of the member, linked to the clue',
        params: idParamsSchema,
        response: { 201: clueAdoptResultSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await clues().library.adopt(request.params.id, callerOf(request))),
  );
  done();
};
