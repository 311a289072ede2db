import {
  authRoles,
  errorBodySchema,
  idParamsSchema,
  unitCreateBodySchema,
  unitListSchema,
  unitOptionListSchema,
  unitSchema,
  unitSearchQuerySchema,
  unitExportQuerySchema,
  unitUpdateBodySchema,
  type Unit,
} from '@cppcc/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { auditContextOf, recordChange, withAudit } from '../admin-log/record';
import { exportResponses, oneBatch, sendListExport, type ExportCells } from '../exports/list-export';
import { unitsService } from './service';

/** What the audit log keeps of a unit. */
export const UNIT_AUDIT_FIELDS = ['name', 'type', 'shortNames', 'contactName', 'contactPhone'] as const;

/** The cells of the units list, as the admin screen shows them (short names joined by 、). */
const UNIT_CELLS: ExportCells<Unit> = {
  name: (unit) => unit.name,
  shortNames: (unit) => unit.shortNames.join('、'),
  type: (unit) => unit.type,
  contactName: (unit) => unit.contactName,
  contactPhone: (unit) => unit.contactPhone,
};

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

  app.get(
    '/admin/units/export.xlsx',
    {
      config: { auth: authRoles.admin },
      schema: {
        tags: ['admin'],
        summary: 'The units GET /admin/units lists, as Excel',
        querystring: unitExportQuerySchema,
        response: exportResponses,
      },
    },
    (request, reply) =>
      sendListExport(app.db.kysely, request, reply, {
        list: 'units',
        cells: UNIT_CELLS,
        widths: { name: 32, shortNames: 24 },
        columns: request.query.columns,
        filters: {},
        // The list route answers every unit at once (a city has dozens), so one batch in its order.
        batches: oneBatch(() => units().list()),
      }),
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
