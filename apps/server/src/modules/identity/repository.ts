import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../../db/schema';
import type { OidcLoginsTable } from '../../db/schema-identities';

export type OidcLoginRow = Selectable<OidcLoginsTable>;

// --- started authorization-code flows ----------------------------------------------------------------

export async function insertOidcLogin(db: Kysely<DB>, row: OidcLoginRow): Promise<void> {
  await db.insertInto('oidcLogins').values(row).execute();
}

/** Takes a flow's row out, once: a second /callback with the same state finds nothing. */
export function takeOidcLogin(db: Kysely<DB>, stateHash: string, now: string) {
  return db
    .deleteFrom('oidcLogins')
    .where('stateHash', '=', stateHash)
    .where('expiresAt', '>', now)
    .returningAll()
    .executeTakeFirst();
}

/** Flows never finished (the person closed the provider's page). */
export async function deleteExpiredOidcLogins(db: Kysely<DB>, now: string): Promise<void> {
  await db.deleteFrom('oidcLogins').where('expiresAt', '<=', now).execute();
}

// --- links between a provider's subject and a local user ---------------------------------------------

export async function findIdentityUser(
  db: Kysely<DB>,
  issuer: string,
  subject: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('userIdentities')
    .select('userId')
    .where('issuer', '=', issuer)
    .where('subject', '=', subject)
    .executeTakeFirst();
  return row?.userId;
}

export async function insertIdentity(
  db: Kysely<DB>,
  row: { id: string; userId: string; issuer: string; subject: string; createdAt: string },
): Promise<void> {
  await db.insertInto('userIdentities').values(row).execute();
}
