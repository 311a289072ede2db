import {
  errorBodySchema,
  firebaseSessionBodySchema,
  identityProvidersSchema,
  oidcCallbackBodySchema,
  oidcCallbackResultSchema,
  oidcLinkBodySchema,
  oidcStartResultSchema,
  type OidcCallbackResult,
} from '@cppcc/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { linkOrigin } from '../../http/link-origin';
import { auditedSignIn } from '../auth/audit';
import { identityService } from './service';

/** The user a provider's answer signed in (issue 30 §2: recorded like the other sign-ins); null otherwise. */
const signedInUser = (result: OidcCallbackResult) => (result.kind === 'signedIn' ? result.user : null);

const errors = {
  400: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  429: errorBodySchema,
  503: errorBodySchema,
};

/** Hosted identity providers (issue 19): which are configured, the OpenID Connect flow, Firebase's ID tokens. */
export const identityRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const identity = identityService({ db: app.db.kysely, config: app.config, auth: app.authService });
  const signInLimit = { max: app.config.signInRateLimit, timeWindow: '1 minute' };
  const noStore = { 'cache-control': 'no-store' };
  /** A provider's sign-in, recorded in the audit log like the password and phone ones (issue 30 §2). */
  const audited = (
    request: FastifyRequest,
    method: 'oidc' | 'firebase',
    attempt: () => Promise<OidcCallbackResult>,
  ) => auditedSignIn(app.db.kysely, request, method, '', attempt, signedInUser);

  app.get(
    '/auth/providers',
    {
      config: { auth: null },
      schema: {
        tags: ['identity'],
        summary: "Which hosted identity providers this server has (null: the tab says it isn't configured)",
        response: { 200: identityProvidersSchema },
      },
    },
    () => ({
      oidc: identity.name ? { name: identity.name } : null,
      firebase: identity.firebaseSettings,
    }),
  );

  app.post(
    '/auth/oidc/start',
    {
      config: { auth: null, rateLimit: signInLimit },
      schema: {
        tags: ['identity'],
        summary: "Start the OpenID Connect flow: the provider's authorization URL (state, nonce, PKCE)",
        response: { 200: oidcStartResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      // The redirect URI must be where this app is reached (as for reset links, routes of modules/auth).
      const origin = linkOrigin(app, request);
      return reply.headers(noStore).send(await identity.start(origin));
    },
  );

  app.post(
    '/auth/oidc/callback',
    {
      config: { auth: null, rateLimit: signInLimit },
      schema: {
        tags: ['identity'],
        summary: 'Finish the flow with the query /callback got: signed in, or a ticket to link an account',
        body: oidcCallbackBodySchema,
        response: { 200: oidcCallbackResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await audited(request, 'oidc', () => identity.callback(request.body.query));
      return reply.headers(noStore).send(result);
    },
  );

  app.post(
    '/auth/oidc/link',
    {
      config: { auth: null, rateLimit: signInLimit },
      schema: {
        tags: ['identity'],
        summary:
          "Link a provider (OpenID Connect or Firebase) to an existing account by proving that account's password",
        body: oidcLinkBodySchema,
        response: { 200: oidcCallbackResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { ticket, password } = request.body;
      const result = await audited(request, identity.methodOfTicket(ticket), () =>
        identity.link(ticket, password),
      );
      return reply.headers(noStore).send(result);
    },
  );

  app.post(
    '/auth/firebase/session',
    {
      config: { auth: null, rateLimit: signInLimit },
      schema: {
        tags: ['identity'],
        summary:
          'Sign in with a Firebase ID token (verified: signature, audience, issuer, expiry): signed in, or a ticket to link',
        body: firebaseSessionBodySchema,
        response: { 200: oidcCallbackResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await audited(request, 'firebase', () => identity.firebaseSession(request.body.idToken));
      return reply.headers(noStore).send(result);
    },
  );

  done();
};
