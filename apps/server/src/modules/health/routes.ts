import { errorBodySchema, healthSchema } from '@cppcc/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { getHealth } from './service';

/**
 * The model module: routes.ts only declares (auth, schema) and calls the service;
 * rules live in service.ts, SQL in repository.ts.
 */
export const healthRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/health',
    {
      config: { auth: null },
      // Uptime probes and load balancers may ask with HEAD; the app registers no HEAD twins otherwise (app.ts).
      exposeHeadRoute: true,
      schema: {
        tags: ['system'],
        summary: 'Server and database status',
        response: { 200: healthSchema, 503: errorBodySchema },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      // The realtime module decorates the /api scope after this one registered; read at request time.
      return getHealth(app.db, app.hasDecorator('realtime') ? app.realtime.redis() : 'off');
    },
  );
  done();
};
