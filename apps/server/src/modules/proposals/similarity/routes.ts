import {
  authRoles,
  errorBodySchema,
  idParamsSchema,
  mergeSuggestionsSchema,
  similarBodySchema,
  similarResultSchema,
  type Role,
} from '@cppcc/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../auth/guard';
import { similarityService } from './service';

const tags = ['proposals'];
/** Who writes or reviews proposals. */
const workflowRoles: readonly Role[] = ['admin', 'staff', 'members'];

/** 查重 (issue 27 §3): the editor's similarity check and the review's 并案 candidates. */
export const similarityRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const service = () => similarityService(app.db.kysely, app.db.dialect);

  app.post(
    '/proposals/similar',
    {
      config: { auth: workflowRoles },
      schema: {
        tags,
        summary:
          'Earlier work like a draft (title and both content parts): published proposals, the caller’s own and those they may open, with overlap, shared passages, units and reply',
        body: similarBodySchema,
        response: { 200: similarResultSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      // The editor drops a check a newer keystroke supersedes (and a client may give up): the work after
      // the candidates' lookup is then skipped — nobody would read its answer.
      const dropped = new AbortController();
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) dropped.abort();
      });
      return service().similar(callerOf(request), request.body, dropped.signal);
    },
  );
  app.get(
    '/proposals/:id/merge-suggestions',
    {
      config: { auth: authRoles.staff },
      schema: {
        tags,
        summary:
          '并案 candidates of a submitted proposal: same-session proposals at least the setting’s percentage alike',
        params: idParamsSchema,
        response: { 200: mergeSuggestionsSchema, 404: errorBodySchema },
      },
    },
    async (request) => service().mergeSuggestions(callerOf(request), request.params.id),
  );
  done();
};
