import {
  addEventBodySchema,
  authRoles,
  calendarEventListSchema,
  calendarFeedSchema,
  errorBodySchema,
  pickLanguage,
  proposalDateListSchema,
  removeEventBodySchema,
  updateEventBodySchema,
} from '@cppcc/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/errors';
import { callerOf, currentUser } from '../auth/guard';
import { feedText } from './feed';
import { proposalDates } from './proposal-layer';
import { calendarService } from './service';
import { fileResponse } from '../../http/openapi';

const tags = ['calendar'];
const auth = authRoles.signedIn;
const errors = { 400: errorBodySchema, 404: errorBodySchema };
/** `<token>.ics`; the token is what calendarService makes (base64url). */
const FEED_FILE = /^([A-Za-z0-9_-]{20,100})\.ics$/;

/** The calendar app of seed 001 (/api/calendar-app/*): each signed-in user's events, proposal dates, feed. */
export const calendarRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const service = () => calendarService(app.db.kysely);
  const me = (request: Parameters<typeof currentUser>[0]) => currentUser(request).user.id;

  app.get(
    '/calendar-app/events',
    {
      config: { auth },
      schema: { tags, summary: "All of the caller's events", response: { 200: calendarEventListSchema } },
    },
    (request) => service().list(me(request)),
  );

  app.post(
    '/calendar-app/add-event',
    {
      config: { auth },
      schema: {
        tags,
        summary: 'Add an event (its id is generated); answers all events',
        body: addEventBodySchema,
        response: { 200: calendarEventListSchema, ...errors },
      },
    },
    (request) => service().add(me(request), request.body.newEvent),
  );

  app.post(
    '/calendar-app/update-event',
    {
      config: { auth },
      schema: {
        tags,
        summary: 'Replace one of the caller’s events by its id; answers all events',
        body: updateEventBodySchema,
        response: { 200: calendarEventListSchema, ...errors },
      },
    },
    (request) => service().update(me(request), request.body.event),
  );

  app.post(
    '/calendar-app/remove-event',
    {
      config: { auth },
      schema: {
        tags,
        summary: 'Remove one of the caller’s events; answers all events',
        body: removeEventBodySchema,
        response: { 200: calendarEventListSchema, ...errors },
      },
    },
    (request) => service().remove(me(request), request.body.eventId),
  );

  app.get(
    '/calendar-app/proposal-dates',
    {
      config: { auth },
      schema: {
        tags,
        summary:
          "The caller's proposal dates (read-only): task and extension due dates, evaluation deadlines, session dates",
        response: { 200: proposalDateListSchema },
      },
    },
    (request) => proposalDates(app.db.kysely, { dialect: app.db.dialect }, callerOf(request)),
  );

  app.get(
    '/calendar-app/feed',
    {
      config: { auth },
      schema: {
        tags,
        summary: "The caller's secret iCalendar feed address (made on first use)",
        response: { 200: calendarFeedSchema },
      },
    },
    (request) => service().feed(me(request)),
  );

  app.post(
    '/calendar-app/feed/regenerate',
    {
      config: { auth },
      schema: {
        tags,
        summary: 'A new secret feed address; the old one stops working',
        response: { 200: calendarFeedSchema },
      },
    },
    (request) => service().regenerateFeed(me(request)),
  );

  app.get(
    '/calendar-app/ics/:file',
    {
      // Phone calendars subscribe without a session: the secret token in the address is the key.
      config: { auth: null },
      schema: {
        tags,
        summary:
          'The iCalendar feed a secret token opens (own events and proposal dates); 404 for any other token',
        params: z.object({ file: z.string().max(200) }),
        response: { 200: fileResponse(['text/calendar']), 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const token = FEED_FILE.exec(request.params.file)?.[1];
      const text =
        token === undefined
          ? undefined
          : await feedText(app.db.kysely, { dialect: app.db.dialect }, token, {
              language: pickLanguage(request.headers['accept-language']),
              origin: `${request.protocol}://${request.host}`,
            });
      if (text === undefined) throw notFound();
      void reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="calendar.ics"')
        .header('cache-control', 'private, no-store')
        .header('x-robots-tag', 'noindex');
      return text;
    },
  );

  done();
};
