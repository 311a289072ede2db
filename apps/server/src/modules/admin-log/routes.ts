import {
  adminLogExportQuerySchema,
  adminLogListSchema,
  adminLogQuerySchema,
  adminLogRetentionSchema,
  authRoles,
  clientExportBodySchema,
  errorBodySchema,
} from '@cppcc/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exportResponses, sendListExport } from '../exports/list-export';
import { auditContextOf, recordAudit } from './record';
import { ADMIN_LOG_CELLS, adminLogService } from './service';

const tags = ['admin-log'];

/**
 * The audit log of administrative and security acts (issue 30 §2), admin only: search, export, retention.
 * There is deliberately no route that edits or deletes an entry.
 */
export const adminLogRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const service = () => adminLogService(app.db.kysely);
  const config = { auth: authRoles.admin };

  app.get(
    '/admin/audit-log',
    {
      config,
      schema: {
        tags,
        summary: 'Audit log entries, newest first: filter by action, actor, target, time',
        querystring: adminLogQuerySchema,
        response: { 200: adminLogListSchema, 400: errorBodySchema },
      },
    },
    (request) => service().list(request.query),
  );

  app.get(
    '/admin/audit-log/export.xlsx',
    {
      config,
      schema: {
        tags,
        summary: 'Every entry the filters match as an Excel sheet (streamed), the chosen columns',
        querystring: adminLogExportQuerySchema,
        response: exportResponses,
      },
    },
    (request, reply) => {
      const { columns, ...filters } = request.query;
      return sendListExport(app.db.kysely, request, reply, {
        list: 'admin-log',
        cells: ADMIN_LOG_CELLS,
        widths: { createdAt: 22, action: 18, actor: 14, target: 30, before: 40, after: 40 },
        columns,
        filters,
        batches: service().exportBatches(filters),
      });
    },
  );

  app.get(
    '/admin/audit-log/retention',
    {
      config,
      schema: {
        tags,
        summary: 'How many days entries are kept',
        response: { 200: adminLogRetentionSchema },
      },
    },
    () => service().retention(),
  );

  app.put(
    '/admin/audit-log/retention',
    {
      config,
      schema: {
        tags,
        summary: 'Set how many days entries are kept (30–3650); older ones are removed by the scheduler',
        body: adminLogRetentionSchema,
        response: { 200: adminLogRetentionSchema, 400: errorBodySchema },
      },
    },
    (request) => service().setRetention(request.body, auditContextOf(request)),
  );

  // The pages that make these files are staff pages (statistics, topic guide, duty records).
  app.post(
    '/exports/recorded',
    {
      config: { auth: authRoles.staff },
      schema: {
        tags,
        summary: 'Record an Excel file the browser made itself (statistics, topic guide, duty records)',
        body: clientExportBodySchema,
        response: { 204: z.null().describe('Recorded'), 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { source, fileName, rows } = request.body;
      await recordAudit(app.db.kysely, auditContextOf(request), {
        action: 'download.export',
        target: { kind: 'export', label: fileName },
        after: { source, rows },
      });
      return reply.status(204).send(null);
    },
  );

  done();
};
