import { PostgresAdapter, sql, type Kysely, type QueryCreator, type Selectable } from 'kysely';
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
 * Stores a burst's messages, each chat's newest time and every member's unread count; returns the counts
 * after it (by `chatId|userId`). On PostgreSQL in ONE statement (the INSERT and the chats' UPDATE as
 * data-modifying CTEs of the members' UPDATE): each statement is a round trip in a transaction that holds
 * the chats' locks, and those round trips, not the CPU, bounded the burst rate (issue 33 §3). SQLite runs
 * in-process and has no data-modifying CTEs: three statements there.
 */
export async function storeBurst(
  trx: Kysely<DB>,
  rows: readonly Selectable<ChatMessagesTable>[],
  last: ReadonlyMap<Id, IsoTime>,
  members: readonly MemberDelivery[],
): Promise<Map<string, number>> {
  if (rows.length === 0) return new Map();
  const insert = trx.insertInto('chatMessages').values(rows);
  let counts: { chatId: Id; userId: Id; unread: number }[];
  if (trx.getExecutor().adapter instanceof PostgresAdapter) {
    // The final UPDATE reads neither CTE (each statement of one query sees the same snapshot, and these
    // touch other rows): typed as the plain schema, the CTEs' names unused.
    const withWrites = trx
      .with('stored', () => insert.returning('id'))
      .with('chat_times', () => lastTimesUpdate(trx, last).returning('id')) as unknown as QueryCreator<DB>;
    counts = await deliveriesUpdate(withWrites, members).execute();
  } else {
    await insert.execute();
    await lastTimesUpdate(trx, last).execute();
    counts = await deliveriesUpdate(trx, members).execute();
  }
  return new Map(counts.map((row) => [`${row.chatId}|${row.userId}`, Number(row.unread)]));
}
