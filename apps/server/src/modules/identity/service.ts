import { createHash } from 'node:crypto';
import { OIDC_CALLBACK_PATH, type OidcCallbackResult, type OidcStartResult } from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { DB } from '../../db/schema';
import { nowIso, toIso } from '../../db/values';
import { badRequest, notFound } from '../../http/errors';
import type { AuthService } from '../auth/service';
import { providerAccounts } from './accounts';
import { firebaseTokenVerifier, type FirebaseTokenVerifier } from './firebase-token';
import { oidcClient, openIdClient, type OidcClient } from './oidc-client';
import type { ProviderOrigin } from './profile';
import { deleteExpiredOidcLogins, insertOidcLogin, takeOidcLogin } from './repository';

/** A person has this long at the provider between the button and /callback. */
const FLOW_TTL_SECONDS = 10 * 60;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export interface IdentityDeps {
  db: Kysely<DB>;
  config: Pick<Config, 'oidc' | 'firebase' | 'jwtSecret' | 'passwordHashCost'>;
  auth: AuthService;
}

/**
 * Sign-in through the hosted providers (issue 19). OpenID Connect: the authorization-code flow with PKCE,
 * exchanged on this server. Firebase: the browser's SDK signs the person in and sends its ID token, which is
 * verified here (firebase-token.ts) before anything in it counts. Both go on through `providerAccounts`.
 */
export function identityService({ db, config, auth }: IdentityDeps) {
  const provider: OidcClient | undefined = config.oidc && oidcClient(config.oidc);
  const firebase: FirebaseTokenVerifier | undefined =
    config.firebase && firebaseTokenVerifier(config.firebase);
  const accounts = providerAccounts({ db, config, auth });
  const oidcOrigin: ProviderOrigin | undefined = provider && {
    issuer: provider.issuer,
    source: 'auth0',
    defaultRoles: config.oidc?.defaultRoles ?? [],
  };
  const firebaseOrigin: ProviderOrigin | undefined = config.firebase && {
    issuer: `https://securetoken.google.com/${config.firebase.projectId}`,
    source: 'firebase',
    defaultRoles: config.firebase.defaultRoles,
  };
  const issuers = [oidcOrigin, firebaseOrigin].flatMap((origin) => (origin ? [origin.issuer] : []));

  function configured(): OidcClient {
    if (!provider) throw notFound('identity.notConfigured');
    return provider;
  }

  return {
    name: config.oidc?.name,

    /** What the browser's Firebase SDK needs (all public by Firebase's design); null when not configured. */
    firebaseSettings: config.firebase
      ? {
          apiKey: config.firebase.apiKey,
          projectId: config.firebase.projectId,
          emulatorUrl: config.firebase.emulatorHost ? `http://${config.firebase.emulatorHost}` : null,
          tenantId: config.firebase.tenantId ?? null,
        }
      : null,

    /** POST /api/auth/oidc/start: a fresh state, nonce and PKCE verifier, kept here until /callback. */
    async start(origin: string): Promise<OidcStartResult> {
      const oidc = configured();
      const client = await openIdClient();
      const checks = {
        state: client.randomState(),
        nonce: client.randomNonce(),
        codeVerifier: client.randomPKCECodeVerifier(),
      };
      const redirectUri = `${origin}${OIDC_CALLBACK_PATH}`;
      const url = await oidc.authorizationUrl(redirectUri, checks);
      const now = Date.now();
      await deleteExpiredOidcLogins(db, toIso(now));
      await insertOidcLogin(db, {
        stateHash: sha256(checks.state),
        nonce: checks.nonce,
        codeVerifier: checks.codeVerifier,
        redirectUri,
        expiresAt: toIso(now + FLOW_TTL_SECONDS * 1000),
      });
      return { url, state: checks.state };
    },

    /** POST /api/auth/oidc/callback with the query /callback was opened with. */
    async callback(query: string): Promise<OidcCallbackResult> {
      const oidc = configured();
      const search = new URLSearchParams(query.startsWith('?') ? query.slice(1) : query);
      const state = search.get('state');
      // An unknown, used or expired state (a tampered one, a replayed callback) goes no further.
      const flow = state ? await takeOidcLogin(db, sha256(state), nowIso()) : undefined;
      if (!state || !flow || !oidcOrigin) throw badRequest('identity.stateInvalid');
      const currentUrl = new URL(flow.redirectUri);
      currentUrl.search = search.toString();
      const profile = await oidc.exchange(currentUrl, {
        state,
        nonce: flow.nonce,
        codeVerifier: flow.codeVerifier,
      });
      return accounts.signIn(oidcOrigin, profile);
    },

    /** POST /api/auth/firebase/session: the ID token the browser's SDK got at sign-up or sign-in. */
    async firebaseSession(idToken: string): Promise<OidcCallbackResult> {
      if (!firebase || !firebaseOrigin) throw notFound('identity.notConfigured');
      return accounts.signIn(firebaseOrigin, await firebase.verify(idToken));
    },

    /**
     * Which provider a link ticket came from, for the audit log only (`link` verifies the ticket; an
     * unreadable one is counted as OpenID Connect's, whose refusal is then recorded).
     */
    methodOfTicket(ticket: string): 'oidc' | 'firebase' {
      try {
        const payload = JSON.parse(Buffer.from(ticket.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
          iss?: unknown;
        };
        return firebaseOrigin && payload.iss === firebaseOrigin.issuer ? 'firebase' : 'oidc';
      } catch {
        return 'oidc';
      }
    },

    /** POST /api/auth/oidc/link: the ticket of either provider's sign-in and the account's password. */
    async link(ticket: string, password: string): Promise<OidcCallbackResult> {
      if (issuers.length === 0) throw notFound('identity.notConfigured');
      return accounts.link(ticket, password, issuers);
    },
  };
}
export type IdentityService = ReturnType<typeof identityService>;
