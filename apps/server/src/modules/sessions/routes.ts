import {
  authRoles,
  errorBodySchema,
  idParamsSchema,
  sessionCreateBodySchema,
  sessionListSchema,
  sessionSchema,
  sessionUpdateBodySchema,
} from '@cppcc/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { sessionsService } from './service';

const errors = { 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** Sessions 届次: everyone signed in reads them; admin creates, edits and sets the current one. */
export const sessionRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const service = () => sessionsService(app.db.kysely);
  app.get(
    '/sessions',
    {
      config: { auth: authRoles.signedIn },
      schema: {
        tags: ['sessions'],
        summary: 'All sessions, newest first',
        response: { 200: sessionListSchema },
      },
    },
    async () => ({ items: await service().list() }),
  );
  app.post(
    '/admin/sessions',
    {
      config: { auth: authRoles.admin },
      schema: {
        tags: ['sessions'],
        summary: 'Create a session',
        body: sessionCreateBodySchema,
        response: { 200: sessionSchema, ...errors },
      },
    },
    async (request) => service().create(request.body),
  );
  app.patch(
    '/admin/sessions/:id',
    {
      config: { auth: authRoles.admin },
      schema: {
        tags: ['sessions'],
        summary: 'Edit a session (dates, name)',
        params: idParamsSchema,
        body: sessionUpdateBodySchema,
        response: { 200: sessionSchema, ...errors },
      },
    },
    async (request) => service().update(request.params.id, request.body),
  );
  app.post(
    '/admin/sessions/:id/make-current',
    {
      config: { auth: authRoles.admin },
      schema: {
        tags: ['sessions'],
        summary: 'Make this the current session',
        params: idParamsSchema,
        response: { 200: sessionSchema, ...errors },
      },
    },
    async (request) => service().makeCurrent(request.params.id),
  );
  done();
};
