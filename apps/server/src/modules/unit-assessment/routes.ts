import {
  assessmentReportFileName,
  assessmentRulesSchema,
  authRoles,
  errorBodySchema,
  unitAssessmentQuerySchema,
  unitAssessmentSchema,
} from '@cppcc/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { contentDisposition } from '../attachments/service';
import { buildAssessmentReport } from './report-document';
import { unitAssessmentService } from './service';
import { fileResponse } from '../../http/openapi';

const tags = ['unit-assessment'];
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** /api/unit-assessment (issue 29 §4): the units' assessment — staff read it, admin sets its rules. */
export const unitAssessmentRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const service = () => unitAssessmentService(app.db.kysely);
  app.get(
    '/unit-assessment',
    {
      config: { auth: authRoles.staff },
      schema: {
        tags,
        summary: "A session's units scored and ranked under the assessment rules",
        querystring: unitAssessmentQuerySchema,
        response: { 200: unitAssessmentSchema, 404: errorBodySchema },
      },
    },
    async (request) => service().forSession(request.query.sessionId),
  );
  app.get(
    '/unit-assessment/report.docx',
    {
      config: { auth: authRoles.staff },
      schema: {
        tags,
        summary: "The session's assessment as a Word report for the committee's annual meeting",
        querystring: unitAssessmentQuerySchema,
        response: { 200: fileResponse([DOCX]), 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const assessment = await service().forSession(request.query.sessionId);
      const buffer = await buildAssessmentReport(assessment);
      return reply
        .header('content-type', DOCX)
        .header('content-disposition', contentDisposition(assessmentReportFileName(assessment.session.name)))
        .header('cache-control', 'private, no-store')
        .send(buffer);
    },
  );
  app.get(
    '/unit-assessment/rules',
    {
      config: { auth: authRoles.staff },
      schema: {
        tags,
        summary: 'The assessment rules (weights and deductions)',
        response: { 200: assessmentRulesSchema },
      },
    },
    async () => service().rules(),
  );
  app.put(
    '/admin/unit-assessment/rules',
    {
      config: { auth: authRoles.admin },
      schema: {
        tags,
        summary: 'Replace the assessment rules; every ranking is recomputed with them',
        body: assessmentRulesSchema,
        response: { 200: assessmentRulesSchema, 400: errorBodySchema },
      },
    },
    async (request) => service().setRules(request.body),
  );
  done();
};
