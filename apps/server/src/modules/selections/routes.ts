import {
  authRoles,
  errorBodySchema,
  idParamsSchema,
  selectionBallotBodySchema,
  selectionCandidateParamsSchema,
  selectionCreateBodySchema,
  selectionDecisionBodySchema,
  selectionDetailSchema,
  selectionListQuerySchema,
  selectionListSchema,
  selectionNominateBodySchema,
  selectionPeopleSchema,
  selectionRulesBodySchema,
  selectionVersionBodySchema,
  selectionVotersBodySchema,
  SELECTION_READERS,
} from '@cppcc/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { callerOf } from '../auth/guard';
import { selectionsService } from './service';

const tags = ['selections'];
const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
const detail = { 200: selectionDetailSchema, ...errors };

/** /api/selections: 优秀提案/优秀承办单位评选 and 重点提案遴选 (issue 29 §1, issue 28 §5a). */
export const selectionRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const service = () => selectionsService(app.db.kysely, { dialect: app.db.dialect });

  app.get(
    '/selections',
    {
      config: { auth: SELECTION_READERS },
      schema: {
        tags,
        summary: 'Selections: staff see all; others those they vote in (once open) and the published',
        querystring: selectionListQuerySchema,
        response: { 200: selectionListSchema },
      },
    },
    async (request) => service().list(callerOf(request), request.query),
  );
  app.get(
    '/selections/voter-options',
    {
      config: { auth: authRoles.staff },
      schema: {
        tags,
        summary: 'Who may be chosen to vote (members and leaders)',
        response: { 200: selectionPeopleSchema },
      },
    },
    async () => service().voterOptions(),
  );
  app.post(
    '/selections',
    {
      config: { auth: authRoles.staff },
      schema: {
        tags,
        summary: 'Open a selection with its rules (in nominating)',
        body: selectionCreateBodySchema,
        response: { 201: selectionDetailSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await service().create(callerOf(request), request.body)),
  );
  app.get(
    '/selections/:id',
    {
      config: { auth: SELECTION_READERS },
      schema: {
        tags,
        summary: 'A selection with its candidates (counts only when the rules show them to the caller)',
        params: idParamsSchema,
        response: { 200: selectionDetailSchema, 404: errorBodySchema },
      },
    },
    async (request) => service().detail(request.params.id, callerOf(request)),
  );
  app.patch(
    '/selections/:id',
    {
      config: { auth: authRoles.staff },
      schema: {
        tags,
        summary: 'Change the rules while nominating',
        params: idParamsSchema,
        body: selectionRulesBodySchema,
        response: detail,
      },
    },
    async (request) => service().updateRules(request.params.id, callerOf(request), request.body),
  );
  app.post(
    '/selections/:id/candidates',
    {
      config: { auth: authRoles.staff },
      schema: {
        tags,
        summary: 'Nominate a candidate (by staff, or as proposed by a special committee)',
        params: idParamsSchema,
        body: selectionNominateBodySchema,
        response: detail,
      },
    },
    async (request) => service().nominate(request.params.id, callerOf(request), request.body),
  );
  app.delete(
    '/selections/:id/candidates/:candidateId',
    {
      config: { auth: authRoles.staff },
      schema: {
        tags,
        summary: 'Withdraw a nomination while nominating',
        params: selectionCandidateParamsSchema,
        body: selectionVersionBodySchema,
        response: detail,
      },
    },
    async (request) =>
      service().withdraw(
        request.params.id,
        request.params.candidateId,
        callerOf(request),
        request.body.version,
      ),
  );
  app.put(
    '/selections/:id/voters',
    {
      config: { auth: authRoles.staff },
      schema: {
        tags,
        summary: 'Choose the voters',
        params: idParamsSchema,
        body: selectionVotersBodySchema,
        response: detail,
      },
    },
    async (request) => service().setVoters(request.params.id, callerOf(request), request.body),
  );
  const step = (path: string, summary: string, run: 'openVoting' | 'closeVoting' | 'count' | 'publish') =>
    app.post(
      `/selections/:id/${path}`,
      {
        config: { auth: authRoles.staff },
        schema: { tags, summary, params: idParamsSchema, body: selectionVersionBodySchema, response: detail },
      },
      async (request) => service()[run](request.params.id, callerOf(request), request.body.version),
    );
  step('open-voting', 'Open the vote (candidates, voters and a period ending later than now)', 'openVoting');
  step('close-voting', 'End the vote now', 'closeVoting');
  step('count', 'Count the votes once the period is over', 'count');
  step('publish', 'Publish the decided result to members', 'publish');
  app.post(
    '/selections/:id/decision',
    {
      config: { auth: authRoles.staff },
      schema: {
        tags,
        summary:
          "Record the committee's decision: the chosen (key proposals: each with its leader) and the date",
        params: idParamsSchema,
        body: selectionDecisionBodySchema,
        response: detail,
      },
    },
    async (request) => service().decide(request.params.id, callerOf(request), request.body),
  );
  app.post(
    '/selections/:id/ballot',
    {
      config: { auth: SELECTION_READERS },
      schema: {
        tags,
        summary: 'Vote once within the period (a chosen voter; a secret ballot)',
        params: idParamsSchema,
        body: selectionBallotBodySchema,
        response: detail,
      },
    },
    async (request) => service().vote(request.params.id, callerOf(request), request.body),
  );
  done();
};
