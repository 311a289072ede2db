import { z } from 'zod';
import { authResultSchema, userSchema } from '../auth';

/**
 * Hosted identity providers (seed 000 §2.1 /register's second and third tabs, /callback; issue 19). The
 * third tab is any OpenID Connect provider (Auth0, Keycloak, Authing …) configured on the server; the
 * server does the authorization-code exchange with PKCE, so no provider SDK runs in the browser. Users it
 * creates have `from: 'auth0'` (seed 000 §3's name for the second hosted provider). The second tab is
 * Firebase Authentication: its web SDK (loaded with the tab) signs the person in, the server verifies the ID
 * token; users it creates have `from: 'firebase'`.
 */

/** GET /api/auth/providers: which provider tabs work on this server (null: not configured). */
export const identityProvidersSchema = z.object({
  oidc: z.object({ name: z.string() }).nullable(),
  /** The browser SDK's settings (public by Firebase's design); `emulatorUrl` only in development and tests. */
  firebase: z
    .object({
      apiKey: z.string(),
      projectId: z.string(),
      emulatorUrl: z.string().nullable(),
      tenantId: z.string().nullable(),
    })
    .nullable(),
});
export type IdentityProviders = z.infer<typeof identityProvidersSchema>;

/** POST /api/auth/oidc/start: where to send the browser, and the state it must come back with. */
export const oidcStartResultSchema = z.object({ url: z.url(), state: z.string() });
export type OidcStartResult = z.infer<typeof oidcStartResultSchema>;

/** The longest query string /callback passes on (code, state, iss, error and its description). */
export const OIDC_CALLBACK_QUERY_MAX = 4096;

/** POST /api/auth/oidc/callback: the query string the provider sent the browser back to /callback with. */
export const oidcCallbackBodySchema = z.object({
  query: z.string().min(1).max(OIDC_CALLBACK_QUERY_MAX),
});

/**
 * The callback's answer: signed in; known but waiting for an admin to grant a role; or — when the provider's e-mail belongs to an existing local account
 * that is not linked yet — a short-lived ticket to link it by proving that account's password (no silent
 * takeover through an e-mail address).
 */
export const oidcCallbackResultSchema = z.discriminatedUnion('kind', [
  authResultSchema.extend({ kind: z.literal('signedIn') }),
  z.object({ kind: z.literal('linkRequired'), ticket: z.string(), email: z.string() }),
  /** Known (and linked) but without a role yet: no session, an admin grants one first (issue 19's rule). */
  z.object({ kind: z.literal('awaitingRole'), user: userSchema }),
]);
export type OidcCallbackResult = z.infer<typeof oidcCallbackResultSchema>;

/** POST /api/auth/oidc/link: the ticket of the callback and the local account's password. */
export const oidcLinkBodySchema = z.object({
  ticket: z.string().min(1).max(2048),
  password: z.string().min(1).max(200),
});
export type OidcLinkBody = z.infer<typeof oidcLinkBodySchema>;

/** A Firebase ID token is a JWT of about 1 kB; this leaves room for long names and custom claims. */
export const FIREBASE_ID_TOKEN_MAX = 8192;

/**
 * POST /api/auth/firebase/session: the ID token the Firebase SDK got at sign-up or sign-in; the server
 * verifies it (signature, audience, issuer, expiry) and answers like the OIDC callback.
 */
export const firebaseSessionBodySchema = z.object({
  idToken: z.string().min(1).max(FIREBASE_ID_TOKEN_MAX),
});
export type FirebaseSessionBody = z.infer<typeof firebaseSessionBodySchema>;

/** Where the provider sends the browser back (seed 000 §2.1); the redirect URI registered at the provider. */
export const OIDC_CALLBACK_PATH = '/callback';
