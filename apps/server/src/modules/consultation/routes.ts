import {
  authRoles,
  consultationAnswerBodySchema,
  consultationCreateBodySchema,
  consultationFiguresSchema,
  consultationListSchema,
  consultationMinutesBodySchema,
  consultationReslotBodySchema,
  consultationSchema,
  errorBodySchema,
  idParamsSchema,
} from '@cppcc/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { callerOf } from '../auth/guard';
import { unitFigures } from './deadlines';
import { consultationService } from './service';

const tags = ['consultation'];
const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
/** Who sees a task's meetings: its unit and the committee (as the task itself). */
const TASK_READERS = [...authRoles.staff, ...authRoles.undertaker];

/** Consultation meetings 面商 (issue 28 §1): arranged on a task, answered by the invitees, minuted. */
export const consultationRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const service = () => consultationService(app.db.kysely);

  app.get(
    '/tasks/:id/consultations',
    {
      config: { auth: TASK_READERS },
      schema: {
        tags,
        summary: "A task's consultation meetings, newest first",
        params: idParamsSchema,
        response: { 200: consultationListSchema, 404: errorBodySchema },
      },
    },
    async (request) => service().ofTask(request.params.id, callerOf(request)),
  );
  app.post(
    '/tasks/:id/consultations',
    {
      config: { auth: authRoles.undertaker },
      schema: {
        tags,
        summary:
          'Arrange a consultation: one to three slots; the proposers (and for key proposals the leader and staff) are invited',
        params: idParamsSchema,
        body: consultationCreateBodySchema,
        response: { 200: consultationSchema, ...errors },
      },
    },
    async (request) => service().propose(request.params.id, callerOf(request), request.body),
  );
  app.get(
    '/proposals/:id/consultations',
    {
      config: { auth: authRoles.signedIn },
      schema: {
        tags,
        summary: "A proposal's consultation meetings the caller is invited to, arranges or oversees",
        params: idParamsSchema,
        response: { 200: consultationListSchema, 404: errorBodySchema },
      },
    },
    async (request) => service().ofProposal(request.params.id, callerOf(request)),
  );
  app.get(
    '/consultations/unit-figures',
    {
      config: { auth: authRoles.undertaker },
      schema: {
        tags,
        summary:
          "The caller's unit's consultations: arranged, fixed, minuted, and tasks due or overdue for one",
        response: { 200: consultationFiguresSchema },
      },
    },
    async (request) => unitFigures(app.db.kysely, callerOf(request)),
  );
  app.get(
    '/consultations/:id',
    {
      config: { auth: authRoles.signedIn },
      schema: {
        tags,
        summary: 'One consultation meeting (its unit, its invitees and staff)',
        params: idParamsSchema,
        response: { 200: consultationSchema, 404: errorBodySchema },
      },
    },
    async (request) => service().get(request.params.id, callerOf(request)),
  );
  app.post(
    '/consultations/:id/slots',
    {
      config: { auth: authRoles.undertaker },
      schema: {
        tags,
        summary: 'Offer new slots while nothing is fixed (the answers so far are cleared)',
        params: idParamsSchema,
        body: consultationReslotBodySchema,
        response: { 200: consultationSchema, ...errors },
      },
    },
    async (request) => service().reslot(request.params.id, callerOf(request), request.body),
  );
  app.post(
    '/consultations/:id/answer',
    {
      config: { auth: authRoles.signedIn },
      schema: {
        tags,
        summary:
          "An invitee accepts a slot or asks for another time; the first proposer's acceptance fixes it",
        params: idParamsSchema,
        body: consultationAnswerBodySchema,
        response: { 200: consultationSchema, ...errors },
      },
    },
    async (request) => service().answer(request.params.id, callerOf(request), request.body),
  );
  app.post(
    '/consultations/:id/minutes',
    {
      config: { auth: authRoles.undertaker },
      schema: {
        tags,
        summary: "Record the minutes after the meeting; they become the task's communication record",
        params: idParamsSchema,
        body: consultationMinutesBodySchema,
        response: { 200: consultationSchema, ...errors },
      },
    },
    async (request) => service().minutes(request.params.id, callerOf(request), request.body),
  );
  done();
};
