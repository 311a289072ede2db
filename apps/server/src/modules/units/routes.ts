import {
  authRoles,
  errorBodySchema,
  idParamsSchema,
  unitCreateBodySchema,
  unitListSchema,
  unitOptionListSchema,
  unitSchema,
  unitSearchQuerySchema,
  unitUpdateBodySchema,
} from '@cppcc/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { auditContextOf, recordChange, withAudit } from '../admin-log/record';
import { unitsService } from './service';

/** What the audit log keeps of a unit. */
export const UNIT_AUDIT_FIELDS = ['name', 'type', 'shortNames', 'contactName', 'contactPhone'] as const;

const errors = { 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** Units: the admin screen, and the picker list for everyone signed in. */
export const unitRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const units = () => unitsService(app.db.kysely);

  app.get(
    '/units',
    {
      config: { auth: authRoles.signedIn },
      schema: {
        tags: ['units'],
        summary: 'Units for pickers; q finds them by name, short name (发改委) or pinyin initials (fgw)',
        querystring: unitSearchQuerySchema,
        response: { 200: unitOptionListSchema, 400: errorBodySchema },
      },
    },
    async (request) => ({
      items: (await units().list(request.query.q)).map(({ id, name, type, shortNames, initials }) => ({
        id,
        name,
        type,
        shortNames,
        initials,
      })),
    }),
  );

  app.get(
    '/admin/units',
    {
      config: { auth: authRoles.admin },
      schema: { tags: ['admin'], summary: 'Units with contacts', response: { 200: unitListSchema } },
    },
    async () => ({ items: await units().list() }),
  );

  app.post(
    '/admin/units',
    {
      config: { auth: authRoles.admin },
      schema: {
        tags: ['admin'],
        summary: 'Create a unit',
        body: unitCreateBodySchema,
        response: { 201: unitSchema, ...errors },
      },
    },
    async (request, reply) => {
      const unit = await withAudit(app.db.kysely, auditContextOf(request), async (trx) => {
        const created = await unitsService(trx).create(request.body);
        const target = { kind: 'unit' as const, id: created.id, label: created.name };
        return {
          result: created,
          records: recordChange('unit.created', target, undefined, created, UNIT_AUDIT_FIELDS),
        };
      });
      return reply.status(201).send(unit);
    },
  );

  app.patch(
    '/admin/units/:id',
    {
      config: { auth: authRoles.admin },
      schema: {
        tags: ['admin'],
        summary: 'Edit a unit',
        params: idParamsSchema,
        body: unitUpdateBodySchema,
        response: { 200: unitSchema, ...errors },
      },
    },
    (request) =>
      withAudit(app.db.kysely, auditContextOf(request), async (trx) => {
        const before = await unitsService(trx).get(request.params.id);
        const after = await unitsService(trx).update(request.params.id, request.body);
        const target = { kind: 'unit' as const, id: after.id, label: after.name };
        return {
          result: after,
          records: recordChange('unit.updated', target, before, after, UNIT_AUDIT_FIELDS),
        };
      }),
  );

  done();
};
