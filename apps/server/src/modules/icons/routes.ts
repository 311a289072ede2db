import { authRoles, ICON_COUNT_REASON, iconListSchema } from '@cppcc/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { iconCatalogue } from './catalogue';

/** The icon gallery's one call (seed 001 §7): every Material icon the product's font draws. */
export const iconRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/icons',
    {
      config: { auth: authRoles.signedIn },
      schema: {
        tags: ['icons'],
        summary: 'Every Material icon: order, id, name, prevSize 32, code, ligatures, tags',
        description: ICON_COUNT_REASON,
        response: { 200: iconListSchema },
      },
    },
    (_request, reply) => {
      // The list only changes with a new build (a pinned package): let the browser keep it for the day.
      void reply.header('cache-control', 'private, max-age=86400');
      return iconCatalogue();
    },
  );
  done();
};
