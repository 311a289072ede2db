import {
  authRoles,
  DUTY_RECORD_READERS,
  dutyActListSchema,
  dutyActsQuerySchema,
  dutyRecordListSchema,
  dutyRecordMemberParamsSchema,
  dutyRecordSchema,
  dutyRecordsQuerySchema,
  dutyScoreRulesSchema,
  errorBodySchema,
} from '@cppcc/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { nowIso } from '../../db/values';
import { contentDisposition } from '../attachments/service';
import { callerOf } from '../auth/guard';
import { buildDutyReport, dutyReportFileName } from './report';
import { dutyRecordsService } from './service';
import { fileResponse } from '../../http/openapi';

const tags = ['duty-records'];
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** /api/duty-records: members' duty records (委员履职档案, issue 29 §2) and the score rules. */
export const dutyRecordRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const service = () => dutyRecordsService(app.db.kysely);

  app.get(
    '/duty-records',
    {
      config: { auth: authRoles.staff },
      schema: {
        tags,
        summary: "Every member's duty record of a session: figures and score by the current rules",
        querystring: dutyRecordsQuerySchema,
        response: { 200: dutyRecordListSchema, 404: errorBodySchema },
      },
    },
    async (request) => service().list(request.query.sessionId),
  );
  app.get(
    '/duty-records/rules',
    {
      config: { auth: authRoles.staff },
      schema: {
        tags,
        summary: 'The duty score rules (points and caps per kind of act)',
        response: { 200: dutyScoreRulesSchema },
      },
    },
    async () => service().rules(),
  );
  app.put(
    '/duty-records/rules',
    {
      config: { auth: authRoles.staff },
      schema: {
        tags,
        summary: 'Replace the duty score rules; every score follows at once',
        body: dutyScoreRulesSchema,
        response: { 200: dutyScoreRulesSchema, 400: errorBodySchema },
      },
    },
    async (request) => service().setRules(request.body),
  );
  app.get(
    '/duty-records/:memberId',
    {
      config: { auth: DUTY_RECORD_READERS },
      schema: {
        tags,
        summary: "One member's duty record (a member: their own only)",
        params: dutyRecordMemberParamsSchema,
        querystring: dutyRecordsQuerySchema,
        response: { 200: dutyRecordSchema, 404: errorBodySchema },
      },
    },
    async (request) => service().record(request.params.memberId, callerOf(request), request.query.sessionId),
  );
  app.get(
    '/duty-records/:memberId/acts',
    {
      config: { auth: DUTY_RECORD_READERS },
      schema: {
        tags,
        summary: 'The records behind one figure of a duty record',
        params: dutyRecordMemberParamsSchema,
        querystring: dutyActsQuerySchema,
        response: { 200: dutyActListSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => ({
      items: await service().acts(
        request.params.memberId,
        callerOf(request),
        request.query.sessionId,
        request.query.kind,
      ),
    }),
  );
  app.get(
    '/duty-records/:memberId/report.docx',
    {
      config: { auth: DUTY_RECORD_READERS },
      schema: {
        tags,
        summary: "The member's yearly duty report as a Word document",
        params: dutyRecordMemberParamsSchema,
        querystring: dutyRecordsQuerySchema,
        response: { 200: fileResponse([DOCX]), 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const data = await service().reportData(
        request.params.memberId,
        callerOf(request),
        request.query.sessionId,
      );
      const buffer = await buildDutyReport({ ...data, date: nowIso().slice(0, 10) });
      return reply
        .header('content-type', DOCX)
        .header('content-disposition', contentDisposition(dutyReportFileName(data.record)))
        .header('cache-control', 'private, no-store')
        .send(buffer);
    },
  );
  done();
};
