import {
  authRoles,
  batchRegisterBodySchema,
  batchRegisterResultSchema,
  catalogueExportQuerySchema,
  errorBodySchema,
  idParamsSchema,
  memberPickerQuerySchema,
  memberPickerSchema,
  mergeCandidatesQuerySchema,
  mergeCandidatesSchema,
  paperProposalBodySchema,
  pickLanguage,
  proposalCountsQuerySchema,
  proposalCountsSchema,
  proposalCreateBodySchema,
  proposalDetailSchema,
  proposalExportQuerySchema,
  proposalListQuerySchema,
  proposalListSchema,
  proposalTransitionBodySchema,
  proposalUpdateBodySchema,
  signerRespondBodySchema,
  type Role,
} from '@cppcc/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { callerOf } from '../auth/guard';
import { exportResponses, sendListExport } from '../exports/list-export';
import { sessionsService } from '../sessions/service';
import { workflowSettingsService } from '../workflow-settings/service';
import { catalogueCells, catalogueRows, proposalCells, proposalExportRows } from './export';
import { proposalsService } from './service';

const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
const tags = ['proposals'];
/** Who writes proposals or reviews them; undertakers and plain users only read (visibility decides what). */
const workflowRoles: readonly Role[] = ['admin', 'staff', 'members'];

/** /api/proposals: lists, detail, the editor, transitions, co-signing, batch registration, pickers. */
export const proposalRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const service = () => proposalsService(app.db.kysely, { dialect: app.db.dialect });

  app.get(
    '/proposals',
    {
      config: { auth: authRoles.signedIn },
      schema: {
        tags,
        summary: 'Proposals the caller may see, filtered, sorted and paged',
        querystring: proposalListQuerySchema,
        response: { 200: proposalListSchema, 400: errorBodySchema },
      },
    },
    async (request) => service().list(callerOf(request), request.query),
  );
  app.get(
    '/proposals/export.xlsx',
    {
      config: { auth: authRoles.signedIn },
      schema: {
        tags,
        summary: 'The proposals GET /proposals lists for the same filters, all pages, as Excel (streamed)',
        querystring: proposalExportQuerySchema,
        response: exportResponses,
      },
    },
    async (request, reply) => {
      const { list, columns, ...filters } = request.query;
      const caller = callerOf(request);
      return sendListExport(app.db.kysely, request, reply, {
        list,
        cells: proposalCells(await workflowSettingsService(app.db.kysely).get()),
        widths: { title: 48, proposer: 12, session: 18 },
        columns,
        filters,
        batches: proposalExportRows(app.db.kysely, app.db.dialect, caller, filters),
      });
    },
  );
  app.get(
    '/proposals/catalogue.xlsx',
    {
      config: { auth: authRoles.staff },
      schema: {
        tags,
        summary: "A session's registered proposals as the 提案目录 (by category, then number), Excel",
        querystring: catalogueExportQuerySchema,
        response: { ...exportResponses, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { sessionId, columns } = request.query;
      const session = await sessionsService(app.db.kysely).get(sessionId);
      const settings = await workflowSettingsService(app.db.kysely).get();
      return sendListExport(app.db.kysely, request, reply, {
        list: 'proposals.catalogue',
        cells: catalogueCells(settings),
        widths: { number: 8, title: 50, proposers: 20, leadUnits: 24, coUnits: 24, category: 14 },
        columns,
        filters: { sessionId },
        title: (language) =>
          language === 'en' ? `Proposal catalogue, ${session.name}` : `市政协${session.name}提案目录`,
        batches: catalogueRows(app.db.kysely, sessionId, settings),
      });
    },
  );
  app.get(
    '/proposals/counts',
    {
      config: { auth: authRoles.signedIn },
      schema: {
        tags,
        summary: 'How many visible proposals are in each state',
        querystring: proposalCountsQuerySchema,
        response: { 200: proposalCountsSchema },
      },
    },
    async (request) => service().counts(callerOf(request), request.query.scope, request.query.sessionId),
  );
  app.get(
    '/proposals/merge-candidates',
    {
      config: { auth: authRoles.staff },
      schema: {
        tags,
        summary: 'Master proposals for a merge (same session, submitted or registered)',
        querystring: mergeCandidatesQuerySchema,
        response: { 200: mergeCandidatesSchema, ...errors },
      },
    },
    async (request) => service().mergeCandidates(callerOf(request), request.query.excludeId, request.query.q),
  );
  app.get(
    '/proposals/:id',
    {
      config: { auth: authRoles.signedIn },
      schema: {
        tags,
        summary: 'A proposal with signers, attachments, timeline and the actions allowed now',
        params: idParamsSchema,
        response: { 200: proposalDetailSchema, 404: errorBodySchema },
      },
    },
    async (request) => service().detail(request.params.id, callerOf(request)),
  );
  app.post(
    '/proposals',
    {
      config: { auth: authRoles.members },
      schema: {
        tags,
        summary: 'Create a draft (the caller is its first proposer)',
        body: proposalCreateBodySchema,
        response: { 200: proposalDetailSchema, ...errors },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const row = await service().create(caller, request.body);
      return service().detail(row.id, caller);
    },
  );
  app.post(
    '/proposals/paper',
    {
      config: { auth: authRoles.staff },
      schema: {
        tags,
        summary:
          'Enter a proposal a member handed in on paper (submitted at once; the member is its proposer)',
        body: paperProposalBodySchema,
        response: { 200: proposalDetailSchema, ...errors },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const row = await service().enterPaper(caller, request.body);
      return service().detail(row.id, caller);
    },
  );
  app.patch(
    '/proposals/:id',
    {
      config: { auth: authRoles.members },
      schema: {
        tags,
        summary: 'Save (autosave) a draft or returned proposal',
        params: idParamsSchema,
        body: proposalUpdateBodySchema,
        response: { 200: proposalDetailSchema, ...errors },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      await service().save(request.params.id, caller, request.body);
      return service().detail(request.params.id, caller);
    },
  );
  app.post(
    '/proposals/:id/transitions',
    {
      config: { auth: workflowRoles },
      schema: {
        tags,
        summary:
          'Take a workflow action (invite, submit, return, resubmit, withdraw, register, reject, merge)',
        params: idParamsSchema,
        body: proposalTransitionBodySchema,
        response: { 200: proposalDetailSchema, ...errors },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const { action, version, ...input } = request.body;
      await service().transition(request.params.id, action, input, caller, version);
      return service().detail(request.params.id, caller);
    },
  );
  app.post(
    '/proposals/:id/signers/respond',
    {
      config: { auth: authRoles.members },
      schema: {
        tags,
        summary: 'Accept or decline a co-sign invitation',
        params: idParamsSchema,
        body: signerRespondBodySchema,
        response: { 200: proposalDetailSchema, ...errors },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      await service().respond(request.params.id, caller, request.body.accept);
      return service().detail(request.params.id, caller);
    },
  );
  app.post(
    '/proposals/batch-register',
    {
      config: { auth: authRoles.staff },
      schema: {
        tags,
        summary: 'Register several proposals, each in its own transaction',
        body: batchRegisterBodySchema,
        response: { 200: batchRegisterResultSchema, 400: errorBodySchema },
      },
    },
    async (request) =>
      service().batchRegister(
        callerOf(request),
        request.body,
        pickLanguage(request.headers['accept-language']),
      ),
  );
  app.get(
    '/members',
    {
      config: { auth: workflowRoles },
      schema: {
        tags,
        summary: 'Members for the co-signer picker',
        querystring: memberPickerQuerySchema,
        response: { 200: memberPickerSchema },
      },
    },
    async (request) => service().members(request.query.q),
  );
  done();
};
