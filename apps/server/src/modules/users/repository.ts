import { forgetUser } from '../auth/identity-cache';
import { signalSessionChange } from '../auth/session-signal';
import { sql, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { DB, UsersTable } from '../../db/schema';
import { keysetAfter, keysetOrderBy, type KeysetOrder, type SortCursor } from '../../db/keyset';

/** A user row with its unit's name (left join). */
export type UserRow = Selectable<UsersTable> & { unitName: string | null };

function selectUsers(db: Kysely<DB>) {
  return db
    .selectFrom('users')
    .leftJoin('units', 'units.id', 'users.unitId')
    .selectAll('users')
    .select('units.name as unitName');
}

export function findUserById(db: Kysely<DB>, id: string): Promise<UserRow | undefined> {
  return selectUsers(db).where('users.id', '=', id).executeTakeFirst();
}

export function findUserByPhone(db: Kysely<DB>, phone: string): Promise<UserRow | undefined> {
  return selectUsers(db).where('users.phone', '=', phone).executeTakeFirst();
}

/** `email` must already be lower-cased (emails are stored lower-cased). */
export function findUserByEmail(db: Kysely<DB>, email: string): Promise<UserRow | undefined> {
  return selectUsers(db).where('users.email', '=', email).executeTakeFirst();
}

export async function countUsers(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertUser(db: Kysely<DB>, row: Selectable<UsersTable>): Promise<void> {
  await db.insertInto('users').values(row).execute();
}

/** Drops the user's cached identities first (auth/identity-cache.ts): a role change or disable applies at once. */
export async function updateUser(db: Kysely<DB>, id: string, patch: Updateable<UsersTable>): Promise<void> {
  forgetUser(id);
  await db.updateTable('users').set(patch).where('id', '=', id).execute();
  // What the user's realtime sockets may receive depends on these: they are checked again.
  if (patch.roles !== undefined || patch.unitId !== undefined || patch.disabled !== undefined)
    signalSessionChange(db, { userId: id });
}

/** The admin user list's filter: search over name, phone and e-mail, and one role. */
export interface UserFilter {
  q?: string | undefined;
  role?: string | undefined;
}

export interface UserSearch extends UserFilter {
  offset: number;
  limit: number;
}

/** The admin user list's order: oldest first, then by id. */
const USER_ORDER: KeysetOrder = { column: 'users.created_at', id: 'users.id', nullable: false, order: 'asc' };

/** The list's rows without paging (case-insensitive search on both dialects). */
function filteredUsers(db: Kysely<DB>, filter: UserFilter) {
  let query = selectUsers(db);
  if (filter.q) {
    const pattern = `%${filter.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(users.display_name)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`coalesce(users.phone, '')`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`coalesce(users.email, '')`, 'like', sql`${pattern} escape '\\'`),
      ]),
    );
  }
  // Roles are a JSON array in text: match the quoted role name.
  if (filter.role) query = query.where('users.roles', 'like', `%"${filter.role}"%`);
  return query;
}

/** Search, role filter, paging. */
export async function searchUsers(
  db: Kysely<DB>,
  search: UserSearch,
): Promise<{ rows: UserRow[]; total: number }> {
  const query = filteredUsers(db, search);
  const { total } = await query
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  let ordered = query;
  for (const term of keysetOrderBy(USER_ORDER)) ordered = ordered.orderBy(term);
  const rows = await ordered.limit(search.limit).offset(search.offset).execute();
  return { rows, total: Number(total) };
}

/** The list's rows after `after` in its order, `limit` of them (the export's batches). */
export function userExportBatch(
  db: Kysely<DB>,
  filter: UserFilter,
  after: SortCursor | undefined,
  limit: number,
): Promise<UserRow[]> {
  let query = filteredUsers(db, filter);
  if (after) query = query.where(keysetAfter(USER_ORDER, after));
  for (const term of keysetOrderBy(USER_ORDER)) query = query.orderBy(term);
  return query.limit(limit).execute();
}
