import multipart from '@fastify/multipart';
import {
  taskExportQuerySchema,
  ATTACHMENT_MAX_BYTES,
  assignBodySchema,
  authRoles,
  batchAssignBodySchema,
  batchResultSchema,
  communicationBodySchema,
  errorBodySchema,
  idParamsSchema,
  pickLanguage,
  proposalDetailSchema,
  proposalTasksSchema,
  REPLY_DOCUMENT_TYPES,
  replyDetailSchema,
  replyUpdateBodySchema,
  taskCountsQuerySchema,
  taskCountsSchema,
  taskDetailSchema,
  taskListQuerySchema,
  taskListSchema,
  taskTransitionBodySchema,
  unitSuggestionsSchema,
  type Role,
} from '@cppcc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unsupportedMediaType } from '../../http/errors';
import { contentDisposition } from '../attachments/service';
import { fileStorageFor } from '../attachments/storage-choice';
import { uploadOf } from '../attachments/upload-parts';
import { proposalsService } from '../proposals/service';

import { assignmentsService } from './assignments';
import { addCommunication } from './communications';
import { taskReads } from './reads';
import { repliesService } from './replies';
import { tasksService } from './service';
import { callerOf } from '../auth/guard';
import { exportResponses, sendListExport } from '../exports/list-export';
import { TASK_CELLS } from './export';
import { fileResponse } from '../../http/openapi';

const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
const tags = ['tasks'];
/** Units and the committee: who works on tasks. Members read replies only (GET /replies/:id). */
const taskRoles: readonly Role[] = ['admin', 'staff', 'undertaker'];

/**
 * The unit tasks API (issue 6): assignment, the units' lists, task detail and transitions,
 * communications, replies and their documents.
 */
export const taskRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: ATTACHMENT_MAX_BYTES, files: 1, fields: 5 } });
  const deps = () => ({ dialect: app.db.dialect });
  const tasks = () => tasksService(app.db.kysely, deps(), fileStorageFor(app.config, app.db.kysely));
  const reads = () => taskReads(app.db.kysely, deps());
  const replies = () => repliesService(app.db.kysely, fileStorageFor(app.config, app.db.kysely));
  const assignments = () => assignmentsService(app.db.kysely, deps());

  // --- assignment (staff) ---------------------------------------------------------------------------
  app.post(
    '/proposals/:id/assign',
    {
      config: { auth: authRoles.staff },
      schema: {
        tags,
        summary: 'Assign a registered proposal to units (单办 / 分办 / 会办)',
        params: idParamsSchema,
        body: assignBodySchema,
        response: { 200: proposalDetailSchema, ...errors },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      await assignments().assign(request.params.id, caller, request.body);
      return proposalsService(app.db.kysely, deps()).detail(request.params.id, caller);
    },
  );
  app.post(
    '/proposals/batch-assign',
    {
      config: { auth: authRoles.staff },
      schema: {
        tags,
        summary: 'Assign several proposals the same way, each in its own transaction',
        body: batchAssignBodySchema,
        response: { 200: batchResultSchema, 400: errorBodySchema },
      },
    },
    async (request) =>
      assignments().batchAssign(
        callerOf(request),
        request.body,
        pickLanguage(request.headers['accept-language']),
      ),
  );
  app.get(
    '/proposals/:id/unit-suggestions',
    {
      config: { auth: authRoles.staff },
      schema: {
        tags,
        summary:
          "Units to assign, ranked from history (similar proposals' units, adjustments, replies on time, members' satisfaction) and the proposer's suggestions, each with a reason",
        params: idParamsSchema,
        response: { 200: unitSuggestionsSchema, 404: errorBodySchema },
      },
    },
    async (request) =>
      reads().unitSuggestions(
        request.params.id,
        callerOf(request),
        pickLanguage(request.headers['accept-language']),
      ),
  );
  app.get(
    '/proposals/:id/tasks',
    {
      config: { auth: authRoles.signedIn },
      schema: {
        tags,
        summary: "A proposal's unit tasks (not cancelled)",
        params: idParamsSchema,
        response: { 200: proposalTasksSchema, 404: errorBodySchema },
      },
    },
    async (request) => reads().ofProposal(request.params.id, callerOf(request)),
  );
  app.get(
    '/proposals/:id/my-task',
    {
      config: { auth: authRoles.undertaker },
      schema: {
        tags,
        summary: "The caller's unit's task on a proposal",
        params: idParamsSchema,
        response: { 200: taskDetailSchema, 404: errorBodySchema },
      },
    },
    async (request) => reads().myTask(request.params.id, callerOf(request)),
  );

  // --- tasks ----------------------------------------------------------------------------------------
  app.get(
    '/tasks',
    {
      config: { auth: taskRoles },
      schema: {
        tags,
        summary: "A unit's task lists, or the staff queues",
        querystring: taskListQuerySchema,
        response: { 200: taskListSchema, 400: errorBodySchema },
      },
    },
    async (request) => reads().list(callerOf(request), request.query),
  );
  app.get(
    '/tasks/export.xlsx',
    {
      config: { auth: taskRoles },
      schema: {
        tags,
        summary: 'The tasks GET /tasks lists for the same filters, all pages, as Excel (streamed)',
        querystring: taskExportQuerySchema,
        response: exportResponses,
      },
    },
    (request, reply) => {
      const { list, columns, ...filters } = request.query;
      return sendListExport(app.db.kysely, request, reply, {
        list,
        cells: TASK_CELLS,
        widths: { title: 48, unit: 24 },
        columns,
        filters,
        batches: reads().exportRows(callerOf(request), filters),
      });
    },
  );
  app.get(
    '/tasks/counts',
    {
      config: { auth: taskRoles },
      schema: {
        tags,
        summary: 'How many tasks each list holds',
        querystring: taskCountsQuerySchema,
        response: { 200: taskCountsSchema },
      },
    },
    async (request) => reads().counts(callerOf(request), request.query),
  );
  app.get(
    '/tasks/:id',
    {
      config: { auth: taskRoles },
      schema: {
        tags,
        summary: 'A task with its reply, communications, opinions and the actions allowed now',
        params: idParamsSchema,
        response: { 200: taskDetailSchema, 404: errorBodySchema },
      },
    },
    async (request) => reads().detail(request.params.id, callerOf(request)),
  );
  app.post(
    '/tasks/:id/transitions',
    {
      config: { auth: taskRoles },
      schema: {
        tags,
        summary: 'Take a task action (sign, adjust, extend, countersign, reply, review)',
        params: idParamsSchema,
        body: taskTransitionBodySchema,
        response: { 200: taskDetailSchema, ...errors },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const { action, version, ...input } = request.body;
      await tasks().transition(request.params.id, action, input, caller, version);
      return reads().detail(request.params.id, caller);
    },
  );
  app.post(
    '/tasks/:id/communications',
    {
      config: { auth: authRoles.undertaker },
      schema: {
        tags,
        summary: 'Record a communication with the proposer',
        params: idParamsSchema,
        body: communicationBodySchema,
        response: { 200: taskDetailSchema, ...errors },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      await addCommunication(app.db.kysely, request.params.id, caller, request.body);
      return reads().detail(request.params.id, caller);
    },
  );

  // --- replies --------------------------------------------------------------------------------------
  app.get(
    '/replies/:id',
    {
      config: { auth: authRoles.signedIn },
      schema: {
        tags,
        summary: 'A reply (the seed’s responseGUID)',
        params: idParamsSchema,
        response: { 200: replyDetailSchema, 404: errorBodySchema },
      },
    },
    async (request) => replies().detail(request.params.id, callerOf(request)),
  );
  app.patch(
    '/replies/:id',
    {
      config: { auth: authRoles.undertaker },
      schema: {
        tags,
        summary: 'Save the draft reply',
        params: idParamsSchema,
        body: replyUpdateBodySchema,
        response: { 200: replyDetailSchema, ...errors },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      await replies().update(request.params.id, caller, request.body);
      return replies().detail(request.params.id, caller);
    },
  );
  app.put(
    '/replies/:id/document',
    {
      config: { auth: authRoles.undertaker },
      schema: {
        tags,
        summary: 'Upload the signed reply document (PDF or DOCX, multipart field `file`)',
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        response: { 200: replyDetailSchema, ...errors, 413: errorBodySchema, 415: errorBodySchema },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const service = replies();
      await service.loadEditable(request.params.id, caller);
      if (!request.isMultipart()) throw unsupportedMediaType('task.documentType');
      await service.upload(request.params.id, caller, await uploadOf(request));
      return service.detail(request.params.id, caller);
    },
  );
  app.post(
    '/replies/:id/letter',
    {
      config: { auth: authRoles.undertaker },
      schema: {
        tags,
        summary: 'Generate the reply letter (DOCX) from the fields and keep it as the document',
        params: idParamsSchema,
        response: { 200: replyDetailSchema, ...errors },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      await replies().generateLetter(request.params.id, caller);
      return replies().detail(request.params.id, caller);
    },
  );
  app.get(
    '/replies/:id/document',
    {
      config: { auth: authRoles.signedIn },
      schema: {
        tags,
        summary: "Download the reply's document",
        params: idParamsSchema,
        response: { 200: fileResponse(REPLY_DOCUMENT_TYPES), 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { row, stream } = await replies().openDocument(request.params.id, callerOf(request));
      void reply
        .header('content-type', row.contentType)
        .header('content-length', String(row.size))
        .header('content-disposition', contentDisposition(row.fileName).replace(/^attachment/, 'inline'))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff');
      return reply.send(stream);
    },
  );
};
