import {
  authRoles,
  errorBodySchema,
  evaluationBodySchema,
  idParamsSchema,
  paperEvaluationBodySchema,
  proposalEvaluationsSchema,
} from '@cppcc/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';

import { evaluationsService } from './service';
import { callerOf } from '../auth/guard';

const tags = ['evaluations'];

/** Evaluation of replies (issue 7). */
export const evaluationRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const service = () => evaluationsService(app.db.kysely, { dialect: app.db.dialect });
  app.get(
    '/proposals/:id/evaluations',
    {
      config: { auth: authRoles.signedIn },
      schema: {
        tags,
        summary: "The current round's approved replies and their evaluations",
        params: idParamsSchema,
        response: { 200: proposalEvaluationsSchema, 404: errorBodySchema },
      },
    },
    async (request) => service().ofProposal(request.params.id, callerOf(request)),
  );
  app.post(
    '/replies/:id/evaluation',
    {
      config: { auth: authRoles.members },
      schema: {
        tags,
        summary: 'Evaluate a reply (each signer once per reply)',
        params: idParamsSchema,
        body: evaluationBodySchema,
        response: {
          200: proposalEvaluationsSchema,
          400: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) => service().evaluate(request.params.id, callerOf(request), request.body),
  );
  app.post(
    '/replies/:id/paper-evaluation',
    {
      config: { auth: authRoles.staff },
      schema: {
        tags,
        summary: "Enter a signer's evaluation handed in on paper (the member is the evaluator of record)",
        params: idParamsSchema,
        body: paperEvaluationBodySchema,
        response: {
          200: proposalEvaluationsSchema,
          400: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) => service().evaluatePaper(request.params.id, callerOf(request), request.body),
  );
  done();
};
