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
  userExportQuerySchema,
} from '@cppcc/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { invalidFields } from '../../http/errors';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { auditContextOf, withAudit } from '../admin-log/record';
import { currentUser } from '../auth/guard';
import { userAuditRecords, userTarget } from './audit-records';
import { toAdminUser, usersService } from './service';
import { exportResponses, sendListExport } from '../exports/list-export';
import { USER_CELLS } from './export';

const errors = { 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** The admin screen for users: search, create, edit (roles, unit, disable), reset password. */
export const userAdminRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const users = (db: Kysely<DB> = app.db.kysely) =>
    usersService(db, { passwordHashCost: app.config.passwordHashCost });
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

  app.get(
    '/admin/users/export.xlsx',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'The users GET /admin/users lists for the same search and role, all pages, as Excel',
        querystring: userExportQuerySchema,
        response: exportResponses,
      },
    },
    (request, reply) => {
      const { columns, ...filters } = request.query;
      return sendListExport(app.db.kysely, request, reply, {
        list: 'users',
        cells: USER_CELLS,
        widths: { email: 28, roles: 24, unit: 28 },
        columns,
        filters,
        batches: users().exportRows(filters),
      });
    },
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
    async (request, reply) => {
      const user = await withAudit(app.db.kysely, auditContextOf(request), async (trx) => {
        const created = toAdminUser(await users(trx).create(request.body));
        return { result: created, records: userAuditRecords(undefined, created) };
      });
      return reply.status(201).send(user);
    },
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
      return withAudit(app.db.kysely, auditContextOf(request), async (trx) => {
        const before = toAdminUser(await users(trx).get(request.params.id));
        const after = toAdminUser(await users(trx).update(request.params.id, request.body));
        return { result: after, records: userAuditRecords(before, after) };
      });
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
      await withAudit(app.db.kysely, auditContextOf(request), async (trx) => {
        const user = toAdminUser(await users(trx).get(request.params.id));
        await users(trx).setPassword(request.params.id, request.body.password);
        const target = userTarget(user);
        return {
          result: undefined,
          records: [
            { action: 'auth.passwordSetByAdmin', target },
            { action: 'auth.sessionsRevoked', target, after: { reason: 'auth.passwordSetByAdmin' } },
          ],
        };
      });
      return reply.status(204).send();
    },
  );

  done();
};
