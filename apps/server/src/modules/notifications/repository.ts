import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../../db/schema';
import type { NotificationsTable, SmsState } from '../../db/schema-notifications';

/** SQL of the notifications module (Kysely; the same statements on SQLite and PostgreSQL). */

export type NotificationRow = Selectable<NotificationsTable>;

/** SQLite allows 32,766 bound values per statement; 8 columns × 500 rows stays far below. */
const INSERT_CHUNK = 500;

export async function insertNotifications(db: Kysely<DB>, rows: readonly NotificationRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    await db
      .insertInto('notifications')
      .values(rows.slice(start, start + INSERT_CHUNK))
      .execute();
  }
}

/** Whom a notification can reach: active accounts only, with their phone and SMS preference. */
export interface Recipient {
  id: string;
  phone: string | null;
  /** null = never changed (the default applies). */
  smsNotifications: number | null;
}

export function activeRecipients(db: Kysely<DB>, userIds: readonly string[]): Promise<Recipient[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('users')
    .leftJoin('notificationSettings', 'notificationSettings.userId', 'users.id')
    .select(['users.id', 'users.phone', 'notificationSettings.smsNotifications'])
    .where('users.id', 'in', userIds)
    .where('users.disabled', '=', 0)
    .execute();
}

/** Active users holding a role (roles are a JSON array of names; matched with its quotes). */
export async function activeUserIdsWithRole(
  db: Kysely<DB>,
  role: string,
  unitId?: string,
): Promise<string[]> {
  let query = db
    .selectFrom('users')
    .select('id')
    .where('disabled', '=', 0)
    .where('roles', 'like', `%"${role}"%`);
  if (unitId !== undefined) query = query.where('unitId', '=', unitId);
  const rows = await query.orderBy('id').execute();
  return rows.map((row) => row.id);
}

export interface NotificationPage {
  rows: NotificationRow[];
  total: number;
}

export async function listNotifications(
  db: Kysely<DB>,
  userId: string,
  options: { unreadOnly: boolean; limit: number; offset: number },
): Promise<NotificationPage> {
  let base = db.selectFrom('notifications').where('userId', '=', userId);
  if (options.unreadOnly) base = base.where('readAt', 'is', null);
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(options.limit)
      .offset(options.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export async function countUnread(db: Kysely<DB>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('userId', '=', userId)
    .where('readAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function findNotification(
  db: Kysely<DB>,
  userId: string,
  id: string,
): Promise<NotificationRow | undefined> {
  return db
    .selectFrom('notifications')
    .selectAll()
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
}

/** Marks unread ones read; `id` limits it to one. Returns how many changed. */
export async function markRead(db: Kysely<DB>, userId: string, at: string, id?: string): Promise<number> {
  let query = db
    .updateTable('notifications')
    .set({ readAt: at })
    .where('userId', '=', userId)
    .where('readAt', 'is', null);
  if (id !== undefined) query = query.where('id', '=', id);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function readSmsSetting(db: Kysely<DB>, userId: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('notificationSettings')
    .select('smsNotifications')
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row?.smsNotifications;
}

export async function writeSmsSetting(
  db: Kysely<DB>,
  userId: string,
  value: 0 | 1,
  at: string,
): Promise<void> {
  await db
    .insertInto('notificationSettings')
    .values({ userId, smsNotifications: value, updatedAt: at })
    .onConflict((oc) => oc.column('userId').doUpdateSet({ smsNotifications: value, updatedAt: at }))
    .execute();
}

// --- SMS queue ------------------------------------------------------------------------------------------

export interface PendingSms {
  id: string;
  kind: string;
  params: string;
  phone: string | null;
  smsNotifications: number | null;
}

export function pendingSms(db: Kysely<DB>, limit: number): Promise<PendingSms[]> {
  return db
    .selectFrom('notifications')
    .innerJoin('users', 'users.id', 'notifications.userId')
    .leftJoin('notificationSettings', 'notificationSettings.userId', 'notifications.userId')
    .select([
      'notifications.id',
      'notifications.kind',
      'notifications.params',
      'users.phone',
      'notificationSettings.smsNotifications',
    ])
    .where('notifications.smsState', '=', 'pending' satisfies SmsState)
    .orderBy('notifications.createdAt')
    .limit(limit)
    .execute();
}

/**
 * Moves one row's SMS from `from` to `to` only if it is still in `from`: the conditional UPDATE is the
 * claim, so of several servers racing for the same row exactly one gets `true`.
 */
export async function moveSmsState(
  db: Kysely<DB>,
  id: string,
  from: SmsState,
  to: SmsState,
): Promise<boolean> {
  const result = await db
    .updateTable('notifications')
    .set({ smsState: to })
    .where('id', '=', id)
    .where('smsState', '=', from)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
