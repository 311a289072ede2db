import {
  authRoles,
  errorBodySchema,
  idParamsSchema,
  sessionCreateBodySchema,
  sessionListSchema,
  sessionSchema,
  sessionUpdateBodySchema,
} from '@cppcc/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { auditContextOf, recordChange, withAudit } from '../admin-log/record';
import { sessionsService, toSession } from './service';

/** What the audit log keeps of a session. */
const SESSION_AUDIT_FIELDS = [
  'term',
  'meeting',
  'year',
  'name',
  'submissionOpensAt',
  'submissionClosesAt',
  'plenaryStartsAt',
  'plenaryEndsAt',
  'isCurrent',
] as const;

const errors = { 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** Sessions 届次: everyone signed in reads them; admin creates, edits and sets the current one. */
export const sessionRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const service = () => sessionsService(app.db.kysely);
  app.get(
    '/sessions',
    {
      config: { auth: authRoles.signedIn },
      schema: {
        tags: ['sessions'],
        summary: 'All sessions, newest first',
        response: { 200: sessionListSchema },
      },
    },
    async () => ({ items: await service().list() }),
  );
  app.post(
    '/admin/sessions',
    {
      config: { auth: authRoles.admin },
      schema: {
        tags: ['sessions'],
        summary: 'Create a session',
        body: sessionCreateBodySchema,
        response: { 200: sessionSchema, ...errors },
      },
    },
    async (request) =>
      withAudit(app.db.kysely, auditContextOf(request), async (trx) => {
        const created = await sessionsService(trx).create(request.body);
        const target = { kind: 'session' as const, id: created.id, label: created.name };
        return {
          result: created,
          records: recordChange('session.created', target, undefined, created, SESSION_AUDIT_FIELDS),
        };
      }),
  );
  app.patch(
    '/admin/sessions/:id',
    {
      config: { auth: authRoles.admin },
      schema: {
        tags: ['sessions'],
        summary: 'Edit a session (dates, name)',
        params: idParamsSchema,
        body: sessionUpdateBodySchema,
        response: { 200: sessionSchema, ...errors },
      },
    },
    async (request) =>
      withAudit(app.db.kysely, auditContextOf(request), async (trx) => {
        const before = toSession(await sessionsService(trx).get(request.params.id));
        const after = await sessionsService(trx).update(request.params.id, request.body);
        const target = { kind: 'session' as const, id: after.id, label: after.name };
        return {
          result: after,
          records: recordChange('session.updated', target, before, after, SESSION_AUDIT_FIELDS),
        };
      }),
  );
  app.post(
    '/admin/sessions/:id/make-current',
    {
      config: { auth: authRoles.admin },
      schema: {
        tags: ['sessions'],
        summary: 'Make this the current session',
        params: idParamsSchema,
        response: { 200: sessionSchema, ...errors },
      },
    },
    async (request) =>
      withAudit(app.db.kysely, auditContextOf(request), async (trx) => {
        const before = toSession(await sessionsService(trx).get(request.params.id));
        const after = await sessionsService(trx).makeCurrent(request.params.id);
        const target = { kind: 'session' as const, id: after.id, label: after.name };
        return {
          result: after,
          records: recordChange('session.madeCurrent', target, before, after, ['isCurrent']),
        };
      }),
  );
  done();
};
