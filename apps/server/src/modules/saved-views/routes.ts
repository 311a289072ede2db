import {
  authRoles,
  errorBodySchema,
  idParamsSchema,
  savedViewCreateBodySchema,
  savedViewDefaultBodySchema,
  savedViewListQuerySchema,
  savedViewListSchema,
  savedViewSchema,
  savedViewUpdateBodySchema,
} from '@cppcc/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../auth/guard';
import { savedViewsService } from './service';

const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/**
 * Saved views of the lists (issue 30 §3): everyone signed in keeps their own; staff may share one with all
 * staff. The rules (who reads, who edits, limits) are in the service.
 */
export const savedViewRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const views = () => savedViewsService(app.db.kysely);

  app.get(
    '/saved-views',
    {
      config: { auth: authRoles.signedIn },
      schema: {
        tags: ['saved-views'],
        summary:
          "A list's saved views the caller may use (their own, and staff's shared ones) and their default",
        querystring: savedViewListQuerySchema,
        response: { 200: savedViewListSchema, 400: errorBodySchema },
      },
    },
    (request) => views().list(callerOf(request), request.query.listId),
  );

  app.post(
    '/saved-views',
    {
      config: { auth: authRoles.signedIn },
      schema: {
        tags: ['saved-views'],
        summary: 'Save the current filter, sort and columns of a list as a named view',
        body: savedViewCreateBodySchema,
        response: { 201: savedViewSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await views().create(callerOf(request), request.body)),
  );

  app.patch(
    '/saved-views/:id',
    {
      config: { auth: authRoles.signedIn },
      schema: {
        tags: ['saved-views'],
        summary: 'Rename a view, change what it holds or whether it is shared (its owner, or an admin)',
        params: idParamsSchema,
        body: savedViewUpdateBodySchema,
        response: { 200: savedViewSchema, ...errors },
      },
    },
    (request) => views().update(callerOf(request), request.params.id, request.body),
  );

  app.delete(
    '/saved-views/:id',
    {
      config: { auth: authRoles.signedIn },
      schema: {
        tags: ['saved-views'],
        summary: 'Delete a view (its owner, or an admin)',
        params: idParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...errors },
      },
    },
    async (request, reply) => {
      await views().remove(callerOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/saved-views/default',
    {
      config: { auth: authRoles.signedIn },
      schema: {
        tags: ['saved-views'],
        summary: "Set (or clear, viewId null) the caller's default view of a list",
        body: savedViewDefaultBodySchema,
        response: { 200: savedViewListSchema, ...errors },
      },
    },
    (request) => views().setDefault(callerOf(request), request.body),
  );

  done();
};
