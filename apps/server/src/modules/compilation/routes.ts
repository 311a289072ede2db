import {
  authRoles,
  compilationCreateBodySchema,
  compilationFileParamsSchema,
  compilationListQuerySchema,
  compilationListSchema,
  compilationRunSchema,
  errorBodySchema,
  idParamsSchema,
} from '@cppcc/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { auditContextOf } from '../admin-log/record';
import { sendStoredFile } from '../attachments/service';
import { fileStorageFor } from '../attachments/storage-choice';
import { callerOf } from '../auth/guard';
import { COMPILATION_FILE_TYPES, compilationService } from './service';
import { fileResponse } from '../../http/openapi';

const tags = ['compilation'];
const errors = { 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/**
 * 提案汇编 (issue 29 §3), staff only: queue a run, follow its progress (the page polls the run), download
 * the DOCX or PDF when done. A queued run starts at once in this server (one build at a time); the
 * scheduled job (scheduler/jobs.ts) builds any a restarted server left queued.
 */
export const compilationRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const service = () =>
    compilationService({
      db: app.db.kysely,
      storage: fileStorageFor(app.config, app.db.kysely),
      log: app.log,
    });

  let building: Promise<void> | undefined;
  let again = false;
  /** Builds the queued runs in the background, one at a time; a request meanwhile asks for one more pass. */
  const kick = () => {
    if (building) {
      again = true;
      return;
    }
    building = (async () => {
      do {
        again = false;
        await service().runQueued();
      } while (again);
    })()
      .catch((error: unknown) => app.log.error({ err: error }, 'compilation builds failed'))
      .finally(() => {
        building = undefined;
      });
  };
  app.addHook('onClose', async () => {
    again = false;
    await building;
  });

  app.get(
    '/compilations',
    {
      config: { auth: authRoles.staff },
      schema: {
        tags,
        summary: 'Compilation runs, newest first (of one session when given), and whether PDF is offered',
        querystring: compilationListQuerySchema,
        response: { 200: compilationListSchema, 400: errorBodySchema },
      },
    },
    async (request) => service().list(request.query.sessionId),
  );
  app.post(
    '/compilations',
    {
      config: { auth: authRoles.staff },
      schema: {
        tags,
        summary: "Build a session's proposal compilation (public or internal edition) as a background job",
        body: compilationCreateBodySchema,
        response: { 201: compilationRunSchema, ...errors },
      },
    },
    async (request, reply) => {
      const run = await service().create(callerOf(request), request.body);
      kick();
      return reply.code(201).send(run);
    },
  );
  app.get(
    '/compilations/:id',
    {
      config: { auth: authRoles.staff },
      schema: {
        tags,
        summary: 'A compilation run: state, phase and progress, and its files once done',
        params: idParamsSchema,
        response: { 200: compilationRunSchema, 404: errorBodySchema },
      },
    },
    async (request) => service().get(request.params.id),
  );
  app.get(
    '/compilations/:id/:format',
    {
      config: { auth: authRoles.staff },
      schema: {
        tags,
        summary: "A finished compilation's file: docx, or pdf when LibreOffice made one",
        params: compilationFileParamsSchema,
        response: { 200: fileResponse(COMPILATION_FILE_TYPES), 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { row, stream } = await service().file(
        request.params.id,
        request.params.format,
        auditContextOf(request),
      );
      return sendStoredFile(reply, row, stream);
    },
  );
  done();
};
