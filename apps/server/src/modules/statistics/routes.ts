import {
  authRoles,
  errorBodySchema,
  statisticsQuerySchema,
  statisticsSchema,
  topicStatisticsSchema,
  unitFigureProposalsQuerySchema,
  unitFigureProposalsSchema,
  unitFiguresQuerySchema,
  unitFiguresSchema,
} from '@cppcc/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { topicsService } from '../topics/service';
import { statisticsService } from './service';
import { unitFiguresService } from './unit-figures';

/** The session's statistics (issue 7): staff and admin. */
export const statisticsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/statistics',
    {
      config: { auth: authRoles.staff },
      schema: {
        tags: ['statistics'],
        summary:
          "A session's figures: proposals, categories, kinds, members, units, reply classes, satisfaction",
        querystring: statisticsQuerySchema,
        response: { 200: statisticsSchema, 404: errorBodySchema },
      },
    },
    async (request) => statisticsService(app.db.kysely).forSession(request.query.sessionId),
  );
  app.get(
    '/statistics/topics',
    {
      config: { auth: authRoles.staff },
      schema: {
        tags: ['statistics'],
        summary: 'Proposals per topic of the guide (issue 27): received and still being written',
        querystring: statisticsQuerySchema,
        response: { 200: topicStatisticsSchema, 404: errorBodySchema },
      },
    },
    async (request) => topicsService(app.db.kysely).statistics(request.query.sessionId),
  );
  app.get(
    '/statistics/unit-figures',
    {
      config: { auth: authRoles.staff },
      schema: {
        tags: ['statistics'],
        summary:
          'Per-unit figures of a session (issue 28 §5): assigned, signed for and replied in time, consulted, urged, classes, satisfaction, re-handled',
        querystring: unitFiguresQuerySchema,
        response: { 200: unitFiguresSchema, 404: errorBodySchema },
      },
    },
    async (request) => unitFiguresService(app.db.kysely).forSession(request.query.sessionId),
  );
  app.get(
    '/statistics/unit-figures/proposals',
    {
      config: { auth: authRoles.staff },
      schema: {
        tags: ['statistics'],
        summary: 'The proposals behind one per-unit figure',
        querystring: unitFigureProposalsQuerySchema,
        response: { 200: unitFigureProposalsSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => unitFiguresService(app.db.kysely).proposals(request.query),
  );
  done();
};
