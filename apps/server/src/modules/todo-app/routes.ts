import {
  authRoles,
  errorBodySchema,
  todoDeleteBodySchema,
  todoFilterListSchema,
  todoFolderListSchema,
  todoIdResultSchema,
  todoIdsResultSchema,
  todoLabelListSchema,
  todoListQuerySchema,
  todoListSchema,
  todoNewBodySchema,
  todoRemoveBodySchema,
  todoSchema,
  todoSetFolderBodySchema,
  todoToggleLabelBodySchema,
  todoUpdateBodySchema,
} from '@cppcc/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { currentUser } from '../auth/guard';
import { todoService } from './service';

const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const auth = authRoles.signedIn;
const tags = ['todo-app'];

/** The to-do app of seed 001 (/api/todo-app/*): each signed-in user's own list; members get workflow to-dos. */
export const todoAppRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const service = () => todoService(app.db.kysely);
  // The template's clients post remove-todo's bare id with axios's default form type (issue 31 §2): here
  // (this module only) such a body is the text itself, for the schema to read as `{ todoId }`.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, finish) => {
      finish(null, body);
    },
  );
  app.get(
    '/todo-app/todos',
    {
      config: { auth },
      schema: {
        tags,
        summary: "The caller's to-dos, narrowed by folder, filter or label handle",
        querystring: todoListQuerySchema,
        response: { 200: todoListSchema },
      },
    },
    async (request) => service().list(currentUser(request).user.id, request.query),
  );
  app.get(
    '/todo-app/filters',
    {
      config: { auth },
      schema: {
        tags,
        summary: 'The to-do filters (starred, important, due date, today, proposal items) with their handles',
        response: { 200: todoFilterListSchema },
      },
    },
    () => service().filters(),
  );
  app.get(
    '/todo-app/labels',
    {
      config: { auth },
      schema: {
        tags,
        summary: 'The to-do labels with their handles and colours',
        response: { 200: todoLabelListSchema },
      },
    },
    () => service().labels(),
  );
  app.get(
    '/todo-app/folders',
    {
      config: { auth },
      schema: {
        tags,
        summary: 'The to-do folders (all, done, deleted) with their handles',
        response: { 200: todoFolderListSchema },
      },
    },
    () => service().folders(),
  );
  app.post(
    '/todo-app/new-todo',
    {
      config: { auth },
      schema: {
        tags,
        summary: 'Add a to-do for the caller',
        body: todoNewBodySchema,
        response: { 200: todoSchema, ...errors },
      },
    },
    async (request) => service().create(currentUser(request).user.id, request.body),
  );
  app.post(
    '/todo-app/update-todo',
    {
      config: { auth },
      schema: {
        tags,
        summary: "Change one of the caller's to-dos",
        body: todoUpdateBodySchema,
        response: { 200: todoSchema, ...errors },
      },
    },
    async (request) => service().update(currentUser(request).user.id, request.body),
  );
  app.post(
    '/todo-app/remove-todo',
    {
      config: { auth },
      schema: {
        tags,
        summary: "Move one of the caller's to-dos to the deleted folder (`{ todoId }` or the bare id)",
        body: todoRemoveBodySchema,
        response: { 200: todoIdResultSchema, ...errors },
      },
    },
    async (request) => ({
      todoId: await service().remove(currentUser(request).user.id, request.body.todoId),
    }),
  );
  app.post(
    '/todo-app/set-folder',
    {
      config: { auth },
      schema: {
        tags,
        summary: 'Move to-dos to a folder',
        body: todoSetFolderBodySchema,
        response: { 200: todoListSchema, ...errors },
      },
    },
    async (request) =>
      service().setFolder(currentUser(request).user.id, request.body.todoIds, request.body.folderHandle),
  );
  app.post(
    '/todo-app/toggle-label',
    {
      config: { auth },
      schema: {
        tags,
        summary: 'Put a label on each to-do that lacks it, take it off each that has it',
        body: todoToggleLabelBodySchema,
        response: { 200: todoListSchema, ...errors },
      },
    },
    async (request) =>
      service().toggleLabel(currentUser(request).user.id, request.body.todoIds, request.body.labelId),
  );
  app.post(
    '/todo-app/delete-todos',
    {
      config: { auth },
      schema: {
        tags,
        summary: 'Move to-dos to the deleted folder',
        body: todoDeleteBodySchema,
        response: { 200: todoIdsResultSchema, ...errors },
      },
    },
    async (request) => service().removeMany(currentUser(request).user.id, request.body.todoIds),
  );
  done();
};
