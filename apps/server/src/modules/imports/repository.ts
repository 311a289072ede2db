import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DB, PasswordResetsTable, UsersTable } from '../../db/schema';

/** SQL of the Excel import (issue 30 §1): the rows a file matches, looked up in batches, and batch inserts. */

const CHUNK = 500;

function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let at = 0; at < items.length; at += size) out.push(items.slice(at, at + size));
  return out;
}

export type MatchedUser = Pick<
  Selectable<UsersTable>,
  'id' | 'phone' | 'email' | 'displayName' | 'roles' | 'unitId' | 'memberProfile' | 'disabled'
>;

const userColumns = [
  'id',
  'phone',
  'email',
  'displayName',
  'roles',
  'unitId',
  'memberProfile',
  'disabled',
] as const;

/** The accounts with these phone numbers. */
export async function usersByPhones(db: Kysely<DB>, phones: readonly string[]): Promise<MatchedUser[]> {
  const found: MatchedUser[] = [];
  for (const part of chunks(phones))
    found.push(...(await db.selectFrom('users').select(userColumns).where('phone', 'in', part).execute()));
  return found;
}

/** The accounts with these (lower-cased) e-mail addresses. */
export async function usersByEmails(db: Kysely<DB>, emails: readonly string[]): Promise<MatchedUser[]> {
  const found: MatchedUser[] = [];
  for (const part of chunks(emails))
    found.push(...(await db.selectFrom('users').select(userColumns).where('email', 'in', part).execute()));
  return found;
}

/** New accounts, a few hundred per statement (SQLite's limit on bound values). */
export async function insertUsers(db: Kysely<DB>, rows: readonly Insertable<UsersTable>[]): Promise<void> {
  for (const part of chunks(rows, 200)) await db.insertInto('users').values(part).execute();
}

/** The invitations' set-password links (the reset path's table). */
export async function insertPasswordResets(
  db: Kysely<DB>,
  rows: readonly Insertable<PasswordResetsTable>[],
): Promise<void> {
  for (const part of chunks(rows)) await db.insertInto('passwordResets').values(part).execute();
}
