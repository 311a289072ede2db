import {
  authRoles,
  errorBodySchema,
  idParamsSchema,
  urgeBodySchema,
  urgeCountsQuerySchema,
  urgeCountsSchema,
  urgeListSchema,
  urgeResultSchema,
} from '@cppcc/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { callerOf } from '../auth/guard';
import { urgingService } from './service';

const tags = ['urging'];

/** Urging (催办, issue 28 §3): staff urge units; a task's urges are read by staff and the task's unit. */
export const urgingRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const urging = () => urgingService(app.db.kysely);

  app.post(
    '/urging',
    {
      config: { auth: authRoles.staff },
      schema: {
        tags,
        summary: 'Urge units on chosen tasks, every overdue task, or every task not signed for in time',
        body: urgeBodySchema,
        response: {
          200: urgeResultSchema,
          400: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) => urging().urge(callerOf(request), request.body),
  );
  app.get(
    '/urging/counts',
    {
      config: { auth: authRoles.staff },
      schema: {
        tags,
        summary: 'How often each unit was urged (optionally on one session’s proposals)',
        querystring: urgeCountsQuerySchema,
        response: { 200: urgeCountsSchema, 400: errorBodySchema },
      },
    },
    async (request) => urging().counts(request.query.sessionId),
  );
  app.get(
    '/tasks/:id/urges',
    {
      config: { auth: ['admin', 'staff', 'undertaker'] },
      schema: {
        tags,
        summary: "A task's urges, newest first",
        params: idParamsSchema,
        response: { 200: urgeListSchema, 404: errorBodySchema },
      },
    },
    async (request) => urging().ofTask(request.params.id, callerOf(request)),
  );
  done();
};
