import {
  accessTokenQuerySchema,
  authResultSchema,
  authRoles,
  changePasswordBodySchema,
  errorBodySchema,
  forgotPasswordBodySchema,
  loginByPhoneBodySchema,
  loginByTokenBodySchema,
  loginPhoneCodeQuerySchema,
  notExistResultSchema,
  phoneCodeResultSchema,
  phoneLoginResultSchema,
  pickLanguage,
  registerBodySchema,
  resetPasswordBodySchema,
  signInQuerySchema,
  unlockBodySchema,
  userSchema,
  userUpdateBodySchema,
} from '@cppcc/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { linkOrigin } from '../../http/link-origin';
import { toUser } from '../users/service';
import { auditContextOf, recordAudit } from '../admin-log/record';
import { auditedSignIn, identityTarget } from './audit';
import { currentUser } from './guard';
import { notExistBody } from './service';

/** Per client IP, on top of the per-phone and per-code limits of the service. */
const CODE_REQUEST_RATE_LIMIT = { max: 10, timeWindow: '1 minute' };

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 429: errorBodySchema };

/** Seed 000 §7: the phone flow (host application envelope) and the JWT flow. */
export const authRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const auth = app.authService;
  const signInLimit = { max: app.config.signInRateLimit, timeWindow: '1 minute' };

  // --- phone flow --------------------------------------------------------------------------------

  app.post(
    '/message/loginPhoneCode',
    {
      config: { auth: null, rateLimit: CODE_REQUEST_RATE_LIMIT },
      schema: {
        tags: ['auth'],
        summary: 'Send a 6-digit sign-in code by SMS (same answer for unknown phones)',
        querystring: loginPhoneCodeQuerySchema,
        response: { 200: phoneCodeResultSchema, ...errors },
      },
    },
    (request) => auth.requestPhoneCode(request.query.phone),
  );

  app.post(
    '/mobile/loginByPhone',
    {
      config: { auth: null, rateLimit: signInLimit },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with phone and code → { code: 200, msg: <token>, data: { user, phone } }',
        body: loginByPhoneBodySchema,
        response: { 200: phoneLoginResultSchema, ...errors },
      },
    },
    (request) =>
      auditedSignIn(
        app.db.kysely,
        request,
        'phoneCode',
        request.body.phone,
        () => auth.loginByPhone(request.body.phone, request.body.code),
        (result) => result.data.user,
      ),
  );

  app.post(
    '/mobile/loginByToken',
    {
      config: { auth: null, rateLimit: signInLimit },
      schema: {
        tags: ['auth'],
        summary: "Sign in with the host application's app token; 404 msg 'not-exist' for an unknown phone",
        body: loginByTokenBodySchema,
        response: { 200: phoneLoginResultSchema, 404: notExistResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await auditedSignIn(
        app.db.kysely,
        request,
        'appToken',
        '',
        () => auth.loginByToken(request.body.appToken),
        (answer) => answer?.data.user ?? null,
      );
      if (result) return result;
      return reply.status(404).send(notExistBody(pickLanguage(request.headers['accept-language'])));
    },
  );

  // --- JWT flow ----------------------------------------------------------------------------------

  app.post(
    '/auth/register',
    {
      config: { auth: null, rateLimit: signInLimit },
      schema: {
        tags: ['auth'],
        summary: 'Register (first account of an empty system: admin; later: user)',
        body: registerBodySchema,
        response: { 200: authResultSchema, ...errors, 409: errorBodySchema },
      },
    },
    (request) => auth.register(request.body),
  );

  app.get(
    '/auth',
    {
      config: { auth: null, rateLimit: signInLimit },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail (or phone number) and password',
        querystring: signInQuerySchema,
        response: { 200: authResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return auditedSignIn(
        app.db.kysely,
        request,
        'password',
        request.query.email,
        () => auth.signIn(request.query.email, request.query.password),
        (result) => result.user,
      );
    },
  );

  app.get(
    '/auth/access-token',
    {
      config: { auth: authRoles.signedIn, tokenFromQuery: true },
      schema: {
        tags: ['auth'],
        summary: 'Check a token (Authorization header or access_token) and get a fresh one',
        querystring: accessTokenQuerySchema,
        response: { 200: authResultSchema, 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return auth.reissue(currentUser(request));
    },
  );

  app.post(
    '/auth/user/update',
    {
      config: { auth: authRoles.signedIn },
      schema: {
        tags: ['auth'],
        summary: "Save the signed-in user's displayName, photoURL, settings and shortcuts",
        body: userUpdateBodySchema,
        response: { 200: userSchema, ...errors },
      },
    },
    async (request) => toUser(await auth.updateSelf(currentUser(request).user.id, request.body.user.data)),
  );

  app.post(
    '/auth/unlock',
    {
      config: { auth: authRoles.signedIn, rateLimit: signInLimit },
      schema: {
        tags: ['auth'],
        summary: "Lock screen: the signed-in user's password again → a fresh token for the same session",
        body: unlockBodySchema,
        response: { 200: authResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return auth.unlock(currentUser(request), request.body.password);
    },
  );

  app.post(
    '/auth/change-password',
    {
      config: { auth: authRoles.signedIn, rateLimit: signInLimit },
      schema: {
        tags: ['auth'],
        summary: 'Change your own password (the current one required); your other sessions end',
        body: changePasswordBodySchema,
      },
    },
    async (request, reply) => {
      const identity = currentUser(request);
      await auth.changePassword(identity, request.body.currentPassword, request.body.password);
      await recordAudit(app.db.kysely, auditContextOf(request), {
        action: 'auth.passwordChanged',
        target: identityTarget(identity),
        after: { otherSessionsEnded: true },
      });
      return reply.status(204).send();
    },
  );

  app.post(
    '/auth/logout',
    {
      config: { auth: authRoles.signedIn },
      schema: { tags: ['auth'], summary: 'End the session: the token stops working at once' },
    },
    async (request, reply) => {
      const identity = currentUser(request);
      await auth.logout(identity);
      await recordAudit(app.db.kysely, auditContextOf(request), {
        action: 'auth.signedOut',
        target: identityTarget(identity),
      });
      return reply.status(204).send();
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      config: { auth: null, rateLimit: CODE_REQUEST_RATE_LIMIT },
      schema: {
        tags: ['auth'],
        summary: 'Send a one-time reset link (204 whether or not the e-mail is known)',
        body: forgotPasswordBodySchema,
      },
    },
    async (request, reply) => {
      // A forged origin would send the victim's token to the forger's site: see http/link-origin.ts.
      const origin = linkOrigin(app, request);
      await auth.forgotPassword(request.body.email, origin);
      return reply.status(204).send();
    },
  );

  app.post(
    '/auth/reset-password',
    {
      config: { auth: null, rateLimit: signInLimit },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the token of a reset link',
        body: resetPasswordBodySchema,
      },
    },
    async (request, reply) => {
      const user = await auth.resetPassword(request.body.token, request.body.password);
      await recordAudit(
        app.db.kysely,
        { ...auditContextOf(request), actorId: user.id },
        {
          action: 'auth.passwordReset',
          target: {
            kind: 'user',
            id: user.id,
            label: `${user.displayName}（${user.phone ?? user.email ?? ''}）`,
          },
          after: { sessionsEnded: true },
        },
      );
      return reply.status(204).send();
    },
  );

  done();
};
