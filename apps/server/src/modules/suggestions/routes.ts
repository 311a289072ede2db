import {
  authRoles,
  categorySuggestionsSchema,
  errorBodySchema,
  idParamsSchema,
  pickLanguage,
  suggestionReplayQuerySchema,
  suggestionReplaySchema,
} from '@cppcc/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { callerOf } from '../auth/guard';
import { suggestionsService } from './service';

const tags = ['suggestions'];

/**
 * Suggestions from the office's history (issue 28 §4): the category at 立案 and the replay report. The
 * units at 交办 answer GET /api/proposals/:id/unit-suggestions (modules/tasks), from this module's service.
 */
export const suggestionRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const service = () => suggestionsService(app.db.kysely, app.db.dialect);

  app.get(
    '/proposals/:id/category-suggestions',
    {
      config: { auth: authRoles.staff },
      schema: {
        tags,
        summary:
          'Categories for registration, best first: the proposer’s choice and those of similar registered proposals, each with a reason',
        params: idParamsSchema,
        response: { 200: categorySuggestionsSchema, 404: errorBodySchema },
      },
    },
    async (request) =>
      service().categories(
        request.params.id,
        callerOf(request),
        pickLanguage(request.headers['accept-language']),
      ),
  );
  app.get(
    '/suggestions/replay',
    {
      config: { auth: authRoles.admin },
      schema: {
        tags,
        summary:
          'Replay of past sessions: how often the first / first three suggested units were among the final units, and the first category the final one',
        querystring: suggestionReplayQuerySchema,
        response: { 200: suggestionReplaySchema, 400: errorBodySchema },
      },
    },
    async (request) => service().replay(callerOf(request), request.query.sample),
  );
  done();
};
