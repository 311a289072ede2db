import {
  authRoles,
  errorBodySchema,
  idParamsSchema,
  topicCreateBodySchema,
  topicExportQuerySchema,
  topicListQuerySchema,
  topicListSchema,
  topicOrderBodySchema,
  topicSchema,
  topicUpdateBodySchema,
  topicVersionBodySchema,
} from '@cppcc/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { contentDisposition } from '../attachments/service';
import { callerOf } from '../auth/guard';
import { buildGuideDocument, guideFileName } from './guide-document';
import { topicsService } from './service';
import { fileResponse } from '../../http/openapi';

const tags = ['topics'];
const errors = { 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** /api/topics: the session's topic guide (选题目录); staff manage it, everyone signed in reads it. */
export const topicRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const service = () => topicsService(app.db.kysely);

  app.get(
    '/topics',
    {
      config: { auth: authRoles.signedIn },
      schema: {
        tags,
        summary: "A session's topic guide in order (staff: every topic; others: the published ones)",
        querystring: topicListQuerySchema,
        response: { 200: topicListSchema, 404: errorBodySchema },
      },
    },
    async (request) => service().list(callerOf(request), request.query.sessionId),
  );
  app.get(
    '/topics/export.docx',
    {
      config: { auth: authRoles.signedIn },
      schema: {
        tags,
        summary: 'The published topic guide as a Word document',
        querystring: topicExportQuerySchema,
        response: { 200: fileResponse([DOCX]), 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const list = await service().list(callerOf(request), request.query.sessionId);
      const sessionName = list.session?.name ?? '';
      const published = list.items.filter((topic) => topic.state === 'published');
      const buffer = await buildGuideDocument(sessionName, published);
      return reply
        .header('content-type', DOCX)
        .header('content-disposition', contentDisposition(guideFileName(sessionName, 'docx')))
        .header('cache-control', 'private, no-store')
        .send(buffer);
    },
  );
  app.post(
    '/topics',
    {
      config: { auth: authRoles.staff },
      schema: {
        tags,
        summary: 'Add a draft topic at the end of the guide',
        body: topicCreateBodySchema,
        response: { 201: topicSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await service().create(callerOf(request), request.body)),
  );
  app.put(
    '/topics/order',
    {
      config: { auth: authRoles.staff },
      schema: {
        tags,
        summary: "Reorder the session's topics (every topic, in the new order)",
        body: topicOrderBodySchema,
        response: { 200: topicListSchema, ...errors },
      },
    },
    async (request) => service().reorder(callerOf(request), request.body),
  );
  app.patch(
    '/topics/:id',
    {
      config: { auth: authRoles.staff },
      schema: {
        tags,
        summary: "Edit a topic's title, background or unit",
        params: idParamsSchema,
        body: topicUpdateBodySchema,
        response: { 200: topicSchema, ...errors },
      },
    },
    async (request) => service().update(request.params.id, request.body),
  );
  for (const [path, published] of [
    ['publish', true],
    ['unpublish', false],
  ] as const)
    app.post(
      `/topics/:id/${path}`,
      {
        config: { auth: authRoles.staff },
        schema: {
          tags,
          summary: published ? 'Publish a topic to members' : 'Take a topic back from members',
          params: idParamsSchema,
          body: topicVersionBodySchema,
          response: { 200: topicSchema, ...errors },
        },
      },
      async (request) => service().publish(request.params.id, request.body.version, published),
    );
  app.delete(
    '/topics/:id',
    {
      config: { auth: authRoles.staff },
      schema: {
        tags,
        summary: 'Delete a topic (proposals that named it keep their text)',
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      await service().remove(request.params.id);
      return reply.status(204).send();
    },
  );
  done();
};
