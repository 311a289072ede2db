import {
  authRoles,
  errorBodySchema,
  notificationListQuerySchema,
  notificationListSchema,
  notificationSchema,
  notificationSettingsSchema,
  notificationSettingsUpdateSchema,
  readAllResultSchema,
  unreadCountSchema,
} from '@cppcc/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../auth/guard';
import { notificationsService } from './service';

const tags = ['notifications'];
const auth = authRoles.signedIn;
const idParams = z.object({ id: z.string() });

/** /api/notifications: the caller's own notifications (the bell, the list) and their SMS preference. */
export const notificationRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const service = () => notificationsService(app.db.kysely);
  const me = (request: Parameters<typeof currentUser>[0]) => currentUser(request).user.id;

  app.get(
    '/notifications',
    {
      config: { auth },
      schema: {
        tags,
        summary: "The caller's notifications, newest first, with the unread count",
        querystring: notificationListQuerySchema,
        response: { 200: notificationListSchema, 400: errorBodySchema },
      },
    },
    (request) => service().list(me(request), request.query),
  );

  app.get(
    '/notifications/unread-count',
    {
      config: { auth },
      schema: {
        tags,
        summary: 'How many of the caller’s notifications are unread (the bell)',
        response: { 200: unreadCountSchema },
      },
    },
    async (request) => ({ count: await service().unreadCount(me(request)) }),
  );

  app.post(
    '/notifications/:id/read',
    {
      config: { auth },
      schema: {
        tags,
        summary: 'Mark one of the caller’s notifications read (404 for anyone else’s)',
        params: idParams,
        response: { 200: notificationSchema, 404: errorBodySchema },
      },
    },
    (request) => service().markRead(me(request), request.params.id),
  );

  app.post(
    '/notifications/read-all',
    {
      config: { auth },
      schema: {
        tags,
        summary: 'Mark all of the caller’s notifications read',
        response: { 200: readAllResultSchema },
      },
    },
    async (request) => ({ updated: await service().markAllRead(me(request)) }),
  );

  app.get(
    '/notifications/settings',
    {
      config: { auth },
      schema: {
        tags,
        summary: 'The caller’s notification preferences',
        response: { 200: notificationSettingsSchema },
      },
    },
    (request) => service().settings(me(request)),
  );

  app.patch(
    '/notifications/settings',
    {
      config: { auth },
      schema: {
        tags,
        summary: 'Change the caller’s notification preferences (SMS on or off)',
        body: notificationSettingsUpdateSchema,
        response: { 200: notificationSettingsSchema, 400: errorBodySchema },
      },
    },
    (request) => service().updateSettings(me(request), request.body),
  );

  done();
};
