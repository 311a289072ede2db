import {
  auditListSchema,
  auditQuerySchema,
  authRoles,
  errorBodySchema,
  idParamsSchema,
  keyBodySchema,
  leaderListSchema,
  proposalDetailSchema,
  publicReplyListSchema,
  publicReplyQuerySchema,
  publicReplySchema,
  supervisionBodySchema,
  supervisionListSchema,
} from '@cppcc/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';

import { proposalsService } from '../proposals/service';
import { auditLog } from './audit';
import { publicationService } from './publication';
import { supervisionService } from './supervision';
import { callerOf } from '../auth/guard';

const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** Issue 7: key proposals and supervision, the public replies, the audit log. */
export const oversightRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const deps = () => ({ dialect: app.db.dialect });
  const supervision = () => supervisionService(app.db.kysely, deps());

  app.post(
    '/proposals/:id/key',
    {
      config: { auth: authRoles.staff },
      schema: {
        tags: ['supervision'],
        summary: 'Mark or unmark a key proposal (重点提案) and name its supervising leader',
        params: idParamsSchema,
        body: keyBodySchema,
        response: { 200: proposalDetailSchema, ...errors },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      await supervision().setKey(request.params.id, caller, request.body);
      return proposalsService(app.db.kysely, deps()).detail(request.params.id, caller);
    },
  );
  app.get(
    '/supervision/leaders',
    {
      config: { auth: authRoles.staff },
      schema: {
        tags: ['supervision'],
        summary: 'Who may be named supervising leader',
        response: { 200: leaderListSchema },
      },
    },
    async () => supervision().leaders(),
  );
  app.get(
    '/proposals/:id/supervisions',
    {
      config: { auth: authRoles.signedIn },
      schema: {
        tags: ['supervision'],
        summary: "A proposal's supervision records",
        params: idParamsSchema,
        response: { 200: supervisionListSchema, 404: errorBodySchema },
      },
    },
    async (request) => supervision().list(request.params.id, callerOf(request)),
  );
  app.post(
    '/proposals/:id/supervisions',
    {
      config: { auth: authRoles.staff },
      schema: {
        tags: ['supervision'],
        summary: 'Record a supervision activity (method, date, minutes)',
        params: idParamsSchema,
        body: supervisionBodySchema,
        response: { 200: supervisionListSchema, ...errors },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      await supervision().record(request.params.id, caller, request.body);
      return supervision().list(request.params.id, caller);
    },
  );
  app.get(
    '/public/replies',
    {
      config: { auth: null },
      schema: {
        tags: ['publication'],
        summary: 'Published replies (no sign-in): titles, unit and text, never contact details',
        querystring: publicReplyQuerySchema,
        response: { 200: publicReplyListSchema, 400: errorBodySchema },
      },
    },
    async (request) => publicationService(app.db.kysely).list(request.query),
  );
  app.get(
    '/public/replies/:id',
    {
      config: { auth: null },
      schema: {
        tags: ['publication'],
        summary: 'One published reply',
        params: idParamsSchema,
        response: { 200: publicReplySchema, 404: errorBodySchema },
      },
    },
    async (request) => publicationService(app.db.kysely).one(request.params.id),
  );
  app.get(
    '/admin/events',
    {
      config: { auth: authRoles.admin },
      schema: {
        tags: ['audit'],
        summary: 'The event log of every proposal, newest first, filtered',
        querystring: auditQuerySchema,
        response: { 200: auditListSchema, 400: errorBodySchema },
      },
    },
    async (request) => auditLog(app.db.kysely, request.query),
  );
  done();
};
