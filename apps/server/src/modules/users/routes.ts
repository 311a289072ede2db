import {
  adminPasswordResetBodySchema,
  adminUserCreateBodySchema,
  adminUserListQuerySchema,
  adminUserListSchema,
  adminUserSchema,
  adminUserUpdateBodySchema,
  authRoles,
  errorBodySchema,
  idParamsSchema,
} from '@cppcc/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { invalidFields } from '../../http/errors';
import { currentUser } from '../auth/guard';
import { toAdminUser, usersService } from './service';

const errors = { 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** The admin screen for users: search, create, edit (roles, unit, disable), reset password. */
export const userAdminRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const users = () => usersService(app.db.kysely, { passwordHashCost: app.config.passwordHashCost });
  const config = { auth: authRoles.admin };

  app.get(
    '/admin/users',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'Users: search (name, phone, e-mail), role filter, paging',
        querystring: adminUserListQuerySchema,
        response: { 200: adminUserListSchema },
      },
    },
    (request) => users().list(request.query),
  );

  app.post(
    '/admin/users',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'Create a user',
        body: adminUserCreateBodySchema,
        response: { 201: adminUserSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(toAdminUser(await users().create(request.body))),
  );

  app.patch(
    '/admin/users/:id',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'Edit a user (roles, unit, member profile, disabled …)',
        params: idParamsSchema,
        body: adminUserUpdateBodySchema,
        response: { 200: adminUserSchema, ...errors },
      },
    },
    async (request) => {
      const actor = currentUser(request).user.id;
      const { disabled, roles } = request.body;
      // An admin cannot lock themselves out (disable themselves or drop their own admin role).
      if (request.params.id === actor && (disabled === true || (roles && !roles.includes('admin')))) {
        throw invalidFields(
          disabled === true ? { disabled: 'error.cannotLockOutSelf' } : { roles: 'error.cannotLockOutSelf' },
        );
      }
      return toAdminUser(await users().update(request.params.id, request.body));
    },
  );

  app.post(
    '/admin/users/:id/reset-password',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: "Set a user's password (ends the user's sessions)",
        params: idParamsSchema,
        body: adminPasswordResetBodySchema,
      },
    },
    async (request, reply) => {
      await users().setPassword(request.params.id, request.body.password);
      return reply.status(204).send();
    },
  );

  done();
};
