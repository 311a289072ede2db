import { authRoles, outboxListSchema, outboxQuerySchema } from '@cppcc/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { listOutbox } from './repository';

/**
 * The demo provider's outbox (SMS codes, reset links), for the administrator: with no SMS gateway
 * configured this is where a code that "was sent" can be read.
 */
export const outboxRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/admin/outbox',
    {
      config: { auth: authRoles.admin },
      schema: {
        tags: ['admin'],
        summary: 'Messages written by the demo SMS/e-mail provider, newest first',
        querystring: outboxQuerySchema,
        response: { 200: outboxListSchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { items: await listOutbox(app.db.kysely, request.query) };
    },
  );
  done();
};
