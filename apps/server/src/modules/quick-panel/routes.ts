import { authRoles, quickPanelDataSchema } from '@cppcc/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { currentUser } from '../auth/guard';
import { quickPanelService } from './service';

export const quickPanelRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/quick-panel/data',
    {
      config: { auth: authRoles.signedIn },
      schema: {
        tags: ['shell'],
        summary: "The signed-in user's quick panel: notes and events",
        response: { 200: quickPanelDataSchema },
      },
    },
    (request) => quickPanelService(app.db.kysely).data(currentUser(request).user.id),
  );
  done();
};
