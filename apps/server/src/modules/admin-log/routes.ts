import {
  adminLogExportQuerySchema,
  adminLogListSchema,
  adminLogQuerySchema,
  adminLogRetentionSchema,
  authRoles,
  errorBodySchema,
  pickLanguage,
} from '@cppcc/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentDisposition } from '../attachments/service';
import { auditContextOf } from './record';
import { adminLogService } from './service';

const tags = ['admin-log'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

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
        summary: 'Every entry the filters match as an Excel sheet (streamed)',
        querystring: adminLogExportQuerySchema,
        response: { 200: z.any(), 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const language = pickLanguage(request.headers['accept-language']);
      const stream = await service().export(request.query, language, auditContextOf(request));
      const name = language === 'zh-CN' ? '操作日志.xlsx' : 'audit-log.xlsx';
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', contentDisposition(name))
        .header('cache-control', 'private, no-store')
        .send(stream);
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

  done();
};
