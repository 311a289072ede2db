import type { OidcCallbackResult } from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import { isUniqueViolation } from '../../db/errors';
import type { DB } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { fromDbBool, newId, nowIso } from '../../db/values';
import { badRequest, conflict, forbidden } from '../../http/errors';
import type { AuthService } from '../auth/service';
import { signJwt, verifyJwt } from '../auth/jwt';
import type { UserRow } from '../users/repository';
import { rolesOf, toUser, usersService } from '../users/service';
import type { ProviderOrigin, ProviderProfile } from './profile';
import { findIdentityUser, insertIdentity } from './repository';

/** The time to prove a local account's password after a provider named its e-mail. */
const LINK_TICKET_TTL_SECONDS = 10 * 60;
const LINK_TICKET_TYPE = 'oidc-link';

export interface AccountsDeps {
  db: Kysely<DB>;
  config: Pick<Config, 'jwtSecret' | 'passwordHashCost'>;
  auth: AuthService;
}

/** Only an https picture is shown (the app's pages forbid mixed content). */
const pictureOf = (profile: ProviderProfile) =>
  profile.picture?.startsWith('https://') ? profile.picture : null;

/**
 * Local users behind a hosted provider's people (issue 19), for every provider alike. A subject seen before
 * signs its linked user in (its name and picture refreshed from the provider); a new one becomes a local user
 * (`from` the provider, its configured default roles — none unless a setting says otherwise), except when
 * its e-mail belongs to an existing account: that one is linked only after its password is proven.
 */
export function providerAccounts({ db, config, auth }: AccountsDeps) {
  const users = usersService(db, { passwordHashCost: config.passwordHashCost });

  /** A session only for a user who may use something: a token without a role would open nothing. */
  async function signedIn(user: UserRow): Promise<OidcCallbackResult> {
    if (fromDbBool(user.disabled)) throw forbidden('auth.accountDisabled');
    if (rolesOf(user).length === 0) return { kind: 'awaitingRole', user: toUser(user) };
    return { kind: 'signedIn', ...(await auth.signInAs(user)) };
  }

  async function link(trx: Kysely<DB>, userId: string, issuer: string, subject: string): Promise<void> {
    try {
      await insertIdentity(trx, { id: newId(), userId, issuer, subject, createdAt: nowIso() });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('identity.linkInvalid');
      throw error;
    }
  }

  async function createUser(origin: ProviderOrigin, profile: ProviderProfile): Promise<UserRow> {
    return inTransaction(db, async (trx) => {
      const created = await usersService(trx, { passwordHashCost: config.passwordHashCost }).create({
        displayName: profile.name ?? profile.claimedEmail?.split('@')[0] ?? profile.subject,
        email: profile.email,
        photoURL: pictureOf(profile),
        roles: [...origin.defaultRoles],
        source: origin.source,
      });
      await link(trx, created.id, origin.issuer, profile.subject);
      return created;
    });
  }

  /** Later sign-ins bring the provider's current name and picture (a changed profile shows here too). */
  async function refreshProfile(userId: string, profile: ProviderProfile): Promise<UserRow> {
    const user = await users.get(userId);
    const name = profile.name?.slice(0, 100);
    const picture = pictureOf(profile);
    const patch = {
      ...(name && name !== user.displayName ? { displayName: name } : {}),
      ...(picture && picture !== user.photoUrl ? { photoURL: picture } : {}),
    };
    return Object.keys(patch).length > 0 ? users.updateSelf(userId, patch) : user;
  }

  return {
    async signIn(origin: ProviderOrigin, profile: ProviderProfile): Promise<OidcCallbackResult> {
      const linked = await findIdentityUser(db, origin.issuer, profile.subject);
      if (linked) return signedIn(await refreshProfile(linked, profile));
      const existing = profile.claimedEmail ? await users.findByEmail(profile.claimedEmail) : undefined;
      if (existing?.email) {
        const exp = Math.floor(Date.now() / 1000) + LINK_TICKET_TTL_SECONDS;
        const ticket = signJwt(
          { typ: LINK_TICKET_TYPE, uid: existing.id, iss: origin.issuer, sub: profile.subject, exp },
          config.jwtSecret,
        );
        return { kind: 'linkRequired', ticket, email: existing.email };
      }
      return signedIn(await createUser(origin, profile));
    },

    /** The ticket of a sign-in and the existing account's password; `issuers`: the configured providers. */
    async link(ticket: string, password: string, issuers: readonly string[]): Promise<OidcCallbackResult> {
      const { uid, sub, iss, typ } = verifyJwt(ticket, config.jwtSecret) ?? {};
      if (
        typ !== LINK_TICKET_TYPE ||
        typeof iss !== 'string' ||
        !issuers.includes(iss) ||
        typeof uid !== 'string' ||
        typeof sub !== 'string'
      )
        throw badRequest('identity.linkInvalid');
      const user = await users.findById(uid);
      if (!user) throw badRequest('identity.linkInvalid');
      if (!user.passwordHash) throw badRequest('identity.noPassword');
      await auth.provePassword(user, password);
      await inTransaction(db, (trx) => link(trx, user.id, iss, sub));
      return signedIn(user);
    },
  };
}
