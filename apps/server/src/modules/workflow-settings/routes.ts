import {
  authRoles,
  errorBodySchema,
  workflowSettingsBodySchema,
  workflowSettingsResponseSchema,
} from '@cppcc/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
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
    async (request) => workflowSettingsService(app.db.kysely).set(request.body),
  );
  done();
};
