import {
  academyCategoryListSchema,
  authRoles,
  courseListSchema,
  courseQuerySchema,
  courseSaveBodySchema,
  courseSchema,
  courseUpdateBodySchema,
  errorBodySchema,
  pickLanguage,
} from '@cppcc/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { callerOf } from '../auth/guard';
import { academyService } from './service';

const tags = ['academy'];
const errors = { 400: errorBodySchema, 404: errorBodySchema };
const languageOf = (request: FastifyRequest) => pickLanguage(request.headers['accept-language']);

/** The academy's five calls of seed 001 §7 (/api/academy-app/*). */
export const academyRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const service = () => academyService(app.db.kysely);

  app.get(
    '/academy-app/categories',
    {
      config: { auth: authRoles.signedIn },
      schema: { tags, summary: 'The course categories', response: { 200: academyCategoryListSchema } },
    },
    (request) => service().categories(languageOf(request)),
  );
  app.get(
    '/academy-app/courses',
    {
      config: { auth: authRoles.signedIn },
      schema: {
        tags,
        summary: 'Every course without its steps, with your own progress (activeStep)',
        response: { 200: courseListSchema },
      },
    },
    (request) => service().courses(callerOf(request).id, languageOf(request)),
  );
  app.get(
    '/academy-app/course',
    {
      config: { auth: authRoles.signedIn },
      schema: {
        tags,
        summary: 'One course with its steps (sanitized HTML) and your own progress',
        querystring: courseQuerySchema,
        response: { 200: courseSchema, ...errors },
      },
    },
    (request) => service().course(callerOf(request).id, request.query.courseId, languageOf(request)),
  );
  app.post(
    '/academy-app/course/save',
    {
      config: { auth: authRoles.staff },
      schema: {
        tags,
        summary: 'Replace the course of the same id (texts in your language) or append it; answers it',
        body: courseSaveBodySchema,
        response: { 200: courseSchema, ...errors },
      },
    },
    (request) => service().save(callerOf(request).id, request.body.course, languageOf(request)),
  );
  app.post(
    '/academy-app/course/update',
    {
      config: { auth: authRoles.signedIn },
      schema: {
        tags,
        summary: 'Merge your progress ({ id, activeStep }) into the course; answers it',
        body: courseUpdateBodySchema,
        response: { 200: courseSchema, ...errors },
      },
    },
    (request) => service().update(callerOf(request).id, request.body.course, languageOf(request)),
  );
  done();
};
