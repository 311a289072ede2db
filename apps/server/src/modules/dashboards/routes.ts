import {
  analyticsWidgetsAnswerSchema,
  authRoles,
  dashboardProjectListSchema,
  dashboardTextsQuerySchema,
  errorBodySchema,
  pickLanguage,
  projectWidgetsAnswerSchema,
  projectWidgetsQuerySchema,
  weatherSettingsSchema,
  weatherWidgetSchema,
} from '@cppcc/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { callerOf } from '../auth/guard';
import { dashboardsService } from './service';

const auth = authRoles.signedIn;
const tags = ['dashboards'];
const languageOf = (request: FastifyRequest) => pickLanguage(request.headers['accept-language']);

/** The analytics and project dashboards of seed 001 §7 (issue 17), for anyone signed in. */
export const dashboardsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const service = () => dashboardsService(app.db.kysely);

  app.get(
    '/analytics-dashboard-app/widgets',
    {
      config: { auth },
      schema: {
        tags,
        summary:
          "The analytics dashboard's 9 widgets, each with its figures per range: the seed's object of widgets by id in your language, or with texts=both the list in both languages",
        querystring: dashboardTextsQuerySchema,
        response: { 200: analyticsWidgetsAnswerSchema, 400: errorBodySchema },
      },
    },
    async (request) => {
      const widgets = await service().analyticsWidgets();
      return request.query.texts === 'both' ? widgets : service().keyed(widgets.widgets, languageOf(request));
    },
  );
  app.get(
    '/project-dashboard-app/projects',
    {
      config: { auth },
      schema: {
        tags,
        summary:
          "The project selector's projects, names in your language (the proposal office's live one for staff and admins)",
        response: { 200: dashboardProjectListSchema },
      },
    },
    async (request) => service().projects(callerOf(request), languageOf(request)),
  );
  app.get(
    '/project-dashboard-app/widgets',
    {
      config: { auth },
      schema: {
        tags,
        summary:
          "A project's 11 widgets (no projectId = the first project) and your weather widget: the seed's object (widgets by id, weatherWidget beside them) in your language, or with texts=both ours in both languages",
        querystring: projectWidgetsQuerySchema,
        response: { 200: projectWidgetsAnswerSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const language = languageOf(request);
      const answer = await service().projectWidgets(callerOf(request), request.query.projectId, language);
      return request.query.texts === 'both' ? answer : service().projectWidgetsObject(answer, language);
    },
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
