import { createHash } from 'node:crypto';
import * as client from 'openid-client';
import { OIDC_CALLBACK_PATH, type OidcCallbackResult, type OidcStartResult } from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import { isUniqueViolation } from '../../db/errors';
import type { DB } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { fromDbBool, newId, nowIso, toIso } from '../../db/values';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import type { AuthService } from '../auth/service';
import { signJwt, verifyJwt } from '../auth/jwt';
import type { UserRow } from '../users/repository';
import { rolesOf, toUser, usersService } from '../users/service';
import { oidcClient, type OidcClient, type OidcProfile } from './oidc-client';
import {
  deleteExpiredOidcLogins,
  findIdentityUser,
  insertIdentity,
  insertOidcLogin,
  takeOidcLogin,
} from './repository';

/** A person has this long at the provider between the button and /callback. */
const FLOW_TTL_SECONDS = 10 * 60;
/** And this long to prove a local account's password after /callback found its e-mail. */
const LINK_TICKET_TTL_SECONDS = 10 * 60;
const LINK_TICKET_TYPE = 'oidc-link';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export interface IdentityDeps {
  db: Kysely<DB>;
  config: Pick<Config, 'oidc' | 'jwtSecret' | 'passwordHashCost'>;
  auth: AuthService;
}

/**
 * Sign-in through an OpenID Connect provider (issue 19): the authorization-code flow with PKCE, exchanged
 * on this server. A provider subject seen before signs its linked user in; a new one becomes a local user
 * (`from: 'auth0'`, the configured default roles — none unless OIDC_DEFAULT_ROLE says otherwise), except
 * when its e-mail belongs to an existing account: that one is linked only after its password is proven.
 */
export function identityService({ db, config, auth }: IdentityDeps) {
  const provider: OidcClient | undefined = config.oidc && oidcClient(config.oidc);
  const users = usersService(db, { passwordHashCost: config.passwordHashCost });

  function configured(): OidcClient {
    if (!provider) throw notFound('identity.notConfigured');
    return provider;
  }

  /** A session only for a user who may use something: a token without a role would open nothing. */
  async function signedIn(user: UserRow): Promise<OidcCallbackResult> {
    if (fromDbBool(user.disabled)) throw forbidden('auth.accountDisabled');
    if (rolesOf(user).length === 0) return { kind: 'awaitingRole', user: toUser(user) };
    return { kind: 'signedIn', ...(await auth.signInAs(user)) };
  }

  async function createUser(issuer: string, profile: OidcProfile): Promise<UserRow> {
    const roles = config.oidc?.defaultRoles ?? [];
    return inTransaction(db, async (trx) => {
      const created = await usersService(trx, { passwordHashCost: config.passwordHashCost }).create({
        displayName: profile.name ?? profile.email?.split('@')[0] ?? profile.subject,
        email: profile.email,
        photoURL: profile.picture?.startsWith('https://') ? profile.picture : null,
        roles,
        source: 'auth0',
      });
      await link(trx, created.id, issuer, profile.subject);
      return created;
    });
  }

  async function link(trx: Kysely<DB>, userId: string, issuer: string, subject: string): Promise<void> {
    try {
      await insertIdentity(trx, { id: newId(), userId, issuer, subject, createdAt: nowIso() });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('identity.linkInvalid');
      throw error;
    }
  }

  return {
    name: config.oidc?.name,

    /** POST /api/auth/oidc/start: a fresh state, nonce and PKCE verifier, kept here until /callback. */
    async start(origin: string): Promise<OidcStartResult> {
      const oidc = configured();
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
      if (!state || !flow) throw badRequest('identity.stateInvalid');
      const currentUrl = new URL(flow.redirectUri);
      currentUrl.search = search.toString();
      const profile = await oidc.exchange(currentUrl, {
        state,
        nonce: flow.nonce,
        codeVerifier: flow.codeVerifier,
      });

      const linked = await findIdentityUser(db, oidc.issuer, profile.subject);
      if (linked) return signedIn(await users.get(linked));
      const existing = profile.email ? await users.findByEmail(profile.email) : undefined;
      if (existing?.email) {
        const exp = Math.floor(Date.now() / 1000) + LINK_TICKET_TTL_SECONDS;
        const ticket = signJwt(
          { typ: LINK_TICKET_TYPE, uid: existing.id, iss: oidc.issuer, sub: profile.subject, exp },
          config.jwtSecret,
        );
        return { kind: 'linkRequired', ticket, email: existing.email };
      }
      return signedIn(await createUser(oidc.issuer, profile));
    },

    /** POST /api/auth/oidc/link: the ticket of the callback and the existing account's password. */
    async link(ticket: string, password: string): Promise<OidcCallbackResult> {
      const oidc = configured();
      const claims = verifyJwt(ticket, config.jwtSecret);
      const { uid, sub, iss, typ } = claims ?? {};
      if (
        typ !== LINK_TICKET_TYPE ||
        iss !== oidc.issuer ||
        typeof uid !== 'string' ||
        typeof sub !== 'string'
      )
        throw badRequest('identity.linkInvalid');
      const user = await users.findById(uid);
      if (!user) throw badRequest('identity.linkInvalid');
      if (!user.passwordHash) throw badRequest('identity.noPassword');
      await auth.provePassword(user, password);
      await inTransaction(db, (trx) => link(trx, user.id, oidc.issuer, sub));
      return signedIn(user);
    },
  };
}
export type IdentityService = ReturnType<typeof identityService>;
