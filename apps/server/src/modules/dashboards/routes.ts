import {
  analyticsWidgetsSchema,
  authRoles,
  dashboardProjectListSchema,
  errorBodySchema,
  projectWidgetsQuerySchema,
  projectWidgetsSchema,
  weatherSettingsSchema,
  weatherWidgetSchema,
} from '@cppcc/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { callerOf } from '../auth/guard';
import { dashboardsService } from './service';

const auth = authRoles.signedIn;
const tags = ['dashboards'];

/** The analytics and project dashboards of seed 001 §7 (issue 17), for anyone signed in. */
export const dashboardsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const service = () => dashboardsService(app.db.kysely);

  app.get(
    '/analytics-dashboard-app/widgets',
    {
      config: { auth },
      schema: {
        tags,
        summary: "The analytics dashboard's 9 widgets, each with its figures per range",
        response: { 200: analyticsWidgetsSchema },
      },
    },
    async () => service().analyticsWidgets(),
  );
  app.get(
    '/project-dashboard-app/projects',
    {
      config: { auth },
      schema: {
        tags,
        summary: "The project selector's projects (the proposal office's live one for staff and admins)",
        response: { 200: dashboardProjectListSchema },
      },
    },
    async (request) => service().projects(callerOf(request)),
  );
  app.get(
    '/project-dashboard-app/widgets',
    {
      config: { auth },
      schema: {
        tags,
        summary: "A project's 11 widgets (no projectId = the first project) and your weather widget",
        querystring: projectWidgetsQuerySchema,
        response: { 200: projectWidgetsSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => service().projectWidgets(callerOf(request), request.query.projectId),
  );
  app.post(
    '/project-dashboard-app/weather-settings',
    {
      config: { auth },
      schema: {
        tags,
        summary: 'Keep your weather choice (city, C or F, KMH or MPH); answers the weather widget',
        body: weatherSettingsSchema,
        response: { 200: weatherWidgetSchema, 400: errorBodySchema },
      },
    },
    async (request) => service().saveWeatherSettings(callerOf(request).id, request.body),
  );
  done();
};
