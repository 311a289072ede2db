import {
  PostgresAdapter,
  sql,
  type Insertable,
  type Kysely,
  type QueryCreator,
  type Selectable,
} from 'kysely';
import type { DB } from '../../db/schema';
import type { ChatMessagesTable } from '../../db/schema-chat';
import type { Id, IsoTime } from '../../db/values';
import { selectPeopleWithDisabled, type ChatPersonRow } from './repository';

/** SQL of a burst of sends written in one transaction (issue 33 §3): a fixed number of statements per burst. */

/**
 * Locks the chats for the rest of the transaction and returns the time of each one's newest message, read
 * under the lock. PostgreSQL locks the rows in id order, so two servers locking overlapping sets cannot
 * deadlock; SQLite's first write takes the database's one write lock, which orders them just as well.
 */
export async function lockChats(trx: Kysely<DB>, chatIds: readonly Id[]): Promise<Map<Id, IsoTime | null>> {
  if (chatIds.length === 0) return new Map();
  const rows =
    trx.getExecutor().adapter instanceof PostgresAdapter
      ? await trx
          .selectFrom('chats')
          .select(['id', 'lastMessageAt'])
          .where('id', 'in', chatIds)
          .orderBy('id')
          .forUpdate()
          .execute()
      : await trx
          .updateTable('chats')
          .set((eb) => ({ lastMessageAt: eb.ref('lastMessageAt') }))
          .where('id', 'in', chatIds)
          .returning(['id', 'lastMessageAt'])
          .execute();
  return new Map(rows.map((row) => [row.id, row.lastMessageAt]));
}

/** A member of a chat as a person (disabled flagged), with their unread count in it. */
export type ChatMemberRow = ChatPersonRow & { disabled: number; unread: number };

/** The members of several chats, by chat. */
export async function membersOfChats(
  db: Kysely<DB>,
  chatIds: readonly Id[],
): Promise<Map<Id, ChatMemberRow[]>> {
  const byChat = new Map<Id, ChatMemberRow[]>();
  if (chatIds.length === 0) return byChat;
  const rows = await selectPeopleWithDisabled(db)
    .innerJoin('chatMembers', 'chatMembers.userId', 'users.id')
    .select(['chatMembers.chatId', 'users.disabled', 'chatMembers.unread'])
    .where('chatMembers.chatId', 'in', chatIds)
    .execute();
  for (const { chatId, ...row } of rows) {
    const person = { ...row, unread: Number(row.unread) };
    const list = byChat.get(chatId);
    if (list) list.push(person);
    else byChat.set(chatId, [person]);
  }
  return byChat;
}

/** Each chat's newest message time, as one CASE over the burst's chats. */
function lastTimesUpdate(db: Kysely<DB>, last: ReadonlyMap<Id, IsoTime>) {
  const cases = [...last].map(([id, at]) => sql`when id = ${id} then ${at}`);
  return db
    .updateTable('chats')
    .set({ lastMessageAt: sql<string>`case ${sql.join(cases, sql` `)} else last_message_at end` })
    .where('id', 'in', [...last.keys()]);
}

/** What a burst does to one member of a chat. */
export interface MemberDelivery {
  chatId: Id;
  userId: Id;
  /**
   * Sent in the burst: unread becomes `unread` (what the other sent after this member's last message) and
   * the chat counts as read at `readAt`. Otherwise unread grows by `unread`, on the stored count, so a
   * read marked meanwhile (get-chat does not take the chat's lock) is not undone.
   */
  readAt: IsoTime | null;
  unread: number;
}

/** Every member's unread count and read time, as one UPDATE returning the counts after it. */
function deliveriesUpdate(db: QueryCreator<DB>, members: readonly MemberDelivery[]) {
  const match = (member: MemberDelivery) => sql`chat_id = ${member.chatId} and user_id = ${member.userId}`;
  const unread = members.map((member) =>
    member.readAt === null
      ? sql`when ${match(member)} then unread + ${member.unread}`
      : sql`when ${match(member)} then ${member.unread}`,
  );
  const readers = members.filter((member) => member.readAt !== null);
  const readAt = readers.map((member) => sql`when ${match(member)} then ${member.readAt}`);
  return db
    .updateTable('chatMembers')
    .set({
      unread: sql<number>`case ${sql.join(unread, sql` `)} else unread end`,
      lastReadAt:
        readers.length === 0
          ? sql<string | null>`last_read_at`
          : sql<string | null>`case ${sql.join(readAt, sql` `)} else last_read_at end`,
    })
    .where('chatId', 'in', [...new Set(members.map((member) => member.chatId))])
    .returning(['chatId', 'userId', 'unread']);
}

/**
 * A burst whose INSERT met a client id already stored by another transaction (a resend that reached this
 * burst before its first send committed, or another instance's): the burst is rolled back and written again,
 * this time reading the stored keys first.
 */
export class ClientIdTaken extends Error {
  override name = 'ClientIdTaken';
}

/**
 * Stores a burst's messages, each chat's newest time and every member's unread count; returns the counts
 * after it (by `chatId|userId`). On PostgreSQL in ONE statement (the INSERT and the chats' UPDATE as
 * data-modifying CTEs of the members' UPDATE): each statement is a round trip in a transaction that holds
 * the chats' locks, and those round trips, not the CPU, bounded the burst rate (issue 33 §3). SQLite runs
 * in-process and has no data-modifying CTEs: three statements there.
 *
 * The INSERT skips a row whose sender already stored its client id (ON CONFLICT DO NOTHING: the statement
 * neither fails nor aborts the transaction, and on PostgreSQL it waits for a concurrent insert of the same
 * key to commit or roll back). A skipped row throws `ClientIdTaken`: the other statements counted it, so the
 * caller rolls back and writes the burst again with the stored keys read.
 */
export async function storeBurst(
  trx: Kysely<DB>,
  rows: readonly Insertable<ChatMessagesTable>[],
  last: ReadonlyMap<Id, IsoTime>,
  members: readonly MemberDelivery[],
): Promise<Map<string, number>> {
  if (rows.length === 0) return new Map();
  const insert = trx
    .insertInto('chatMessages')
    .values(rows)
    .onConflict((oc) => oc.columns(['senderId', 'clientId']).where('clientId', 'is not', null).doNothing());
  let counts: { chatId: Id; userId: Id; unread: number }[];
  if (trx.getExecutor().adapter instanceof PostgresAdapter) {
    // The final UPDATE reads neither CTE's rows (each statement of one query sees the same snapshot, and
    // these touch other rows), only how many rows the INSERT wrote: typed as the plain schema.
    const withWrites = trx
      .with('stored', () => insert.returning('id'))
      .with('chat_times', () => lastTimesUpdate(trx, last).returning('id')) as unknown as QueryCreator<DB>;
    const returned = await deliveriesUpdate(withWrites, members)
      .returning(sql<string>`(select count(*) from stored)`.as('storedCount'))
      .execute();
    if (Number(returned[0]?.storedCount ?? rows.length) < rows.length) throw new ClientIdTaken();
    counts = returned;
  } else {
    const inserted = await insert.executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? rows.length) < rows.length) throw new ClientIdTaken();
    await lastTimesUpdate(trx, last).execute();
    counts = await deliveriesUpdate(trx, members).execute();
  }
  return new Map(counts.map((row) => [`${row.chatId}|${row.userId}`, Number(row.unread)]));
}

/** Messages the senders already stored under these client ids (each sender's own), by `senderId|clientId`. */
export async function storedByClientId(
  db: Kysely<DB>,
  keys: readonly { senderId: Id; clientId: string }[],
): Promise<Map<string, Selectable<ChatMessagesTable>>> {
  const found = new Map<string, Selectable<ChatMessagesTable>>();
  if (keys.length === 0) return found;
  const wanted = new Set(keys.map((key) => `${key.senderId}|${key.clientId}`));
  // Both lists in the index's columns; the exact pairs are picked here (a sender's id with another's key
  // may match the lists).
  const rows = await db
    .selectFrom('chatMessages')
    .selectAll()
    .where('senderId', 'in', [...new Set(keys.map((key) => key.senderId))])
    .where('clientId', 'in', [...new Set(keys.map((key) => key.clientId))])
    .execute();
  for (const row of rows) {
    const key = `${row.senderId}|${row.clientId}`;
    if (wanted.has(key)) found.set(key, row);
  }
  return found;
}
