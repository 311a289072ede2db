import {
  WORKFLOW_SETTINGS_KEY,
  authRoles,
  errorBodySchema,
  workflowSettingsBodySchema,
  workflowSettingsResponseSchema,
} from '@cppcc/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { auditContextOf, changedFields, withAudit } from '../admin-log/record';
import { workflowSettingsService } from './service';

/** Workflow settings: read by everyone signed in (the editor's categories), written by admin. */
export const workflowSettingsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/workflow-settings',
    {
      config: { auth: authRoles.signedIn },
      schema: {
        tags: ['settings'],
        summary: 'Workflow settings (periods, reply classes, categories)',
        response: { 200: workflowSettingsResponseSchema },
      },
    },
    async () => workflowSettingsService(app.db.kysely).get(),
  );
  app.put(
    '/admin/workflow-settings',
    {
      config: { auth: authRoles.admin },
      schema: {
        tags: ['settings'],
        summary: 'Replace the workflow settings',
        body: workflowSettingsBodySchema,
        response: { 200: workflowSettingsResponseSchema, 400: errorBodySchema },
      },
    },
    async (request) =>
      withAudit(app.db.kysely, auditContextOf(request), async (trx) => {
        const before = await workflowSettingsService(trx).get();
        const after = await workflowSettingsService(trx).set(request.body);
        const changed = changedFields(before, after);
        const target = { kind: 'settings' as const, id: WORKFLOW_SETTINGS_KEY, label: WORKFLOW_SETTINGS_KEY };
        return {
          result: after,
          records: changed ? [{ action: 'settings.workflowChanged' as const, target, ...changed }] : [],
        };
      }),
  );
  done();
};
