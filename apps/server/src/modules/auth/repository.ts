import type { Kysely, Selectable } from 'kysely';
import type { AuthSessionsTable, DB, PasswordResetsTable, SmsCodesTable } from '../../db/schema';
import { fromDbBool, nowIso, toDbJson } from '../../db/values';
import { forgetSession, forgetUser } from './identity-cache';
import { signalSessionChange } from './session-signal';

export type SessionRow = Selectable<AuthSessionsTable>;
export type SmsCodeRow = Selectable<SmsCodesTable>;
export type PasswordResetRow = Selectable<PasswordResetsTable>;

// --- sessions (one per sign-in; the JWT's sid) ----------------------------------------------------

export async function insertSession(db: Kysely<DB>, row: SessionRow): Promise<void> {
  await db.insertInto('authSessions').values(row).execute();
}

export function findSession(db: Kysely<DB>, id: string): Promise<SessionRow | undefined> {
  return db.selectFrom('authSessions').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function extendSession(db: Kysely<DB>, id: string, expiresAt: string): Promise<void> {
  await db.updateTable('authSessions').set({ expiresAt }).where('id', '=', id).execute();
}

// A revocation drops the cached identities first (identity-cache.ts): it takes effect on the next request;
// after it, the realtime sockets of the session are checked again (session-signal.ts).
export async function revokeSession(db: Kysely<DB>, id: string, at: string): Promise<void> {
  forgetSession(id);
  await db
    .updateTable('authSessions')
    .set({ revokedAt: at })
    .where('id', '=', id)
    .where('revokedAt', 'is', null)
    .execute();
  signalSessionChange(db, { sessionId: id });
}

/** Ends every session of the user (but `keepId`: the caller's, after changing their own password). */
export async function revokeUserSessions(
  db: Kysely<DB>,
  userId: string,
  at: string,
  keepId?: string,
): Promise<void> {
  forgetUser(userId);
  let query = db
    .updateTable('authSessions')
    .set({ revokedAt: at })
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null);
  if (keepId !== undefined) query = query.where('id', '!=', keepId);
  await query.execute();
  signalSessionChange(db, { userId });
}

// --- SMS codes ------------------------------------------------------------------------------------

export function latestSmsCode(db: Kysely<DB>, phone: string): Promise<SmsCodeRow | undefined> {
  return db
    .selectFrom('smsCodes')
    .selectAll()
    .where('phone', '=', phone)
    .orderBy('createdAt', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Takes the phone's send slot unless it was taken after `cutoff`: one conditional upsert on the primary key
 * (`on conflict … do update … where`), so of two racing requests exactly one gets the row back — on SQLite
 * (one writer) and on PostgreSQL (the second waits for the first's row lock, then sees its new time).
 */
export async function claimSmsSlot(
  db: Kysely<DB>,
  phone: string,
  at: string,
  cutoff: string,
): Promise<boolean> {
  const row = await db
    .insertInto('smsCodeRequests')
    .values({ phone, requestedAt: at })
    .onConflict((conflict) =>
      conflict
        .column('phone')
        .doUpdateSet({ requestedAt: at })
        .where('smsCodeRequests.requestedAt', '<=', cutoff),
    )
    .returning('phone')
    .executeTakeFirst();
  return row !== undefined;
}

/** Gives back a slot this request took (its send failed), so the user may ask again at once. */
export async function releaseSmsSlot(db: Kysely<DB>, phone: string, takenAt: string): Promise<void> {
  await db
    .deleteFrom('smsCodeRequests')
    .where('phone', '=', phone)
    .where('requestedAt', '=', takenAt)
    .execute();
}

/** When the phone's slot was last taken. */
export async function smsSlotTakenAt(db: Kysely<DB>, phone: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('smsCodeRequests')
    .select('requestedAt')
    .where('phone', '=', phone)
    .executeTakeFirst();
  return row?.requestedAt;
}

/** A new code replaces every earlier one of the phone. */
export async function replaceSmsCode(db: Kysely<DB>, row: SmsCodeRow): Promise<void> {
  await db
    .updateTable('smsCodes')
    .set({ consumedAt: row.createdAt })
    .where('phone', '=', row.phone)
    .where('consumedAt', 'is', null)
    .execute();
  await db.insertInto('smsCodes').values(row).execute();
}

/** Counts a wrong try. */
export async function countSmsAttempt(db: Kysely<DB>, id: string): Promise<void> {
  await db
    .updateTable('smsCodes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/** Marks the code used; false when another request used it first. */
export async function consumeSmsCode(db: Kysely<DB>, id: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('smsCodes')
    .set({ consumedAt: at })
    .where('id', '=', id)
    .where('consumedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

// --- password reset tokens ------------------------------------------------------------------------

export async function insertPasswordReset(db: Kysely<DB>, row: PasswordResetRow): Promise<void> {
  await db.insertInto('passwordResets').values(row).execute();
}

export function findPasswordReset(db: Kysely<DB>, tokenHash: string): Promise<PasswordResetRow | undefined> {
  return db.selectFrom('passwordResets').selectAll().where('tokenHash', '=', tokenHash).executeTakeFirst();
}

export async function usePasswordReset(db: Kysely<DB>, id: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('passwordResets')
    .set({ usedAt: at })
    .where('id', '=', id)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

// --- the first account ----------------------------------------------------------------------------

/** The `settings` row that records which registration made the first (admin) account. */
export const FIRST_ADMIN_SETTING = 'auth.firstAdmin';

/**
 * True for the one registration that may become the first admin: there are no users yet and this caller
 * inserted the marker row. Run inside the registration's transaction: a racing registration's insert waits
 * for it (PostgreSQL) or runs after it (SQLite), finds the row and stays `user`; a rollback frees the row.
 */
export async function claimFirstAdmin(trx: Kysely<DB>, email: string): Promise<boolean> {
  const users = await trx
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  if (Number(users.count) > 0) return false;
  const claimed = await trx
    .insertInto('settings')
    .values({ key: FIRST_ADMIN_SETTING, value: toDbJson({ email }), updatedAt: nowIso() })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .returning('key')
    .executeTakeFirst();
  return claimed !== undefined;
}

/** Whether an enabled admin exists (`npm run admin:create` makes the first one only). */
export async function hasEnabledAdmin(db: Kysely<DB>): Promise<boolean> {
  const admins = await db
    .selectFrom('users')
    .select(['roles', 'disabled'])
    .where('roles', 'like', '%"admin"%')
    .execute();
  return admins.some(
    (row) => !fromDbBool(row.disabled) && (JSON.parse(row.roles) as string[]).includes('admin'),
  );
}
