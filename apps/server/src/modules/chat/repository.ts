import { sql, type Kysely, type Selectable } from 'kysely';
import type { DB } from '../../db/schema';
import type { ChatMessagesTable, ChatProfilesTable } from '../../db/schema-chat';
import type { Id, IsoTime } from '../../db/values';

/** SQL of the team chat (tables of migration 0008_chat). */

/** An active account as the chat sees it: the account's name, photo, roles and unit, and its chat profile. */
export interface ChatPersonRow {
  id: Id;
  displayName: string;
  photoUrl: string | null;
  roles: string;
  unitId: Id | null;
  unitName: string | null;
  status: string | null;
  mood: string | null;
  profileName: string | null;
  profileAvatar: string | null;
}

/** People as the chat shows them (name, unit, chat profile); disabled accounts included. */
export function selectPeopleWithDisabled(db: Kysely<DB>) {
  return db
    .selectFrom('users')
    .leftJoin('units', 'units.id', 'users.unitId')
    .leftJoin('chatProfiles', 'chatProfiles.userId', 'users.id')
    .select([
      'users.id',
      'users.displayName',
      'users.photoUrl',
      'users.roles',
      'users.unitId',
      'units.name as unitName',
      'chatProfiles.status',
      'chatProfiles.mood',
      'chatProfiles.name as profileName',
      'chatProfiles.avatar as profileAvatar',
    ]);
}

function selectPeople(db: Kysely<DB>) {
  return selectPeopleWithDisabled(db).where('users.disabled', '=', 0);
}

/**
 * The members of a chat as people, disabled accounts included (flagged): one query answers whether the
 * caller belongs to the chat, who the other one is, and whether they may still talk.
 */
export function membersOfChat(db: Kysely<DB>, chatId: Id): Promise<(ChatPersonRow & { disabled: number })[]> {
  return selectPeopleWithDisabled(db)
    .innerJoin('chatMembers', 'chatMembers.userId', 'users.id')
    .select('users.disabled')
    .where('chatMembers.chatId', '=', chatId)
    .execute();
}

export function findPerson(db: Kysely<DB>, id: Id): Promise<ChatPersonRow | undefined> {
  return selectPeople(db).where('users.id', '=', id).executeTakeFirst();
}

export function listPeopleExcept(db: Kysely<DB>, id: Id): Promise<ChatPersonRow[]> {
  return selectPeople(db).where('users.id', '<>', id).execute();
}

/** Signers that count: the first proposer and those who accepted. */
const signerCounts = sql<boolean>`(proposal_signers.is_first = 1 or proposal_signers.state = 'accepted')`;

/** Units with a task on a proposal the member signs. */
export async function unitsHandlingProposalsOf(db: Kysely<DB>, memberId: Id): Promise<Set<Id>> {
  const rows = await db
    .selectFrom('proposalSigners')
    .innerJoin('tasks', 'tasks.proposalId', 'proposalSigners.proposalId')
    .select('tasks.unitId')
    .distinct()
    .where('proposalSigners.userId', '=', memberId)
    .where(signerCounts)
    .execute();
  return new Set(rows.map((row) => row.unitId));
}

/** Signers of proposals the unit has a task on. */
export async function signersOfProposalsHandledBy(db: Kysely<DB>, unitId: Id): Promise<Set<Id>> {
  const rows = await db
    .selectFrom('proposalSigners')
    .innerJoin('tasks', 'tasks.proposalId', 'proposalSigners.proposalId')
    .select('proposalSigners.userId')
    .distinct()
    .where('tasks.unitId', '=', unitId)
    .where(signerCounts)
    .execute();
  return new Set(rows.map((row) => row.userId));
}

/** Does the member sign a proposal the unit has a task on? */
export async function memberLinkedToUnit(db: Kysely<DB>, memberId: Id, unitId: Id): Promise<boolean> {
  const row = await db
    .selectFrom('proposalSigners')
    .innerJoin('tasks', 'tasks.proposalId', 'proposalSigners.proposalId')
    .select('tasks.id')
    .where('proposalSigners.userId', '=', memberId)
    .where('tasks.unitId', '=', unitId)
    .where(signerCounts)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** One of the user's chats, seen from the user: the other person and the user's unread count. */
export interface MyChatRow {
  chatId: Id;
  contactId: Id;
  lastMessageAt: IsoTime | null;
  createdAt: IsoTime;
  unread: number;
}

export function chatsOf(db: Kysely<DB>, userId: Id): Promise<MyChatRow[]> {
  return db
    .selectFrom('chatMembers as me')
    .innerJoin('chatMembers as other', (join) =>
      join.onRef('other.chatId', '=', 'me.chatId').onRef('other.userId', '<>', 'me.userId'),
    )
    .innerJoin('chats', 'chats.id', 'me.chatId')
    .select([
      'chats.id as chatId',
      'other.userId as contactId',
      'chats.lastMessageAt',
      'chats.createdAt',
      'me.unread',
    ])
    .where('me.userId', '=', userId)
    .execute();
}

/** The chat of a pair: `pairKey(a, b) === pairKey(b, a)`. */
export function pairKey(a: Id, b: Id): string {
  return a < b ? `${a}:${b}` : `${b}:${a}`;
}

export function findChatByPair(db: Kysely<DB>, key: string) {
  return db.selectFrom('chats').selectAll().where('pairKey', '=', key).executeTakeFirst();
}

/** Inserts the chat unless the pair has one (the unique pair key decides, also between servers). */
export async function insertChatIfAbsent(
  db: Kysely<DB>,
  chat: { id: Id; pairKey: string; createdAt: IsoTime },
): Promise<boolean> {
  const result = await db
    .insertInto('chats')
    .values({ ...chat, lastMessageAt: null })
    .onConflict((oc) => oc.column('pairKey').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function insertMembers(db: Kysely<DB>, chatId: Id, userIds: readonly Id[]): Promise<void> {
  await db
    .insertInto('chatMembers')
    .values(userIds.map((userId) => ({ chatId, userId, unread: 0, lastReadAt: null })))
    .execute();
}

/** The other member of a chat the user belongs to; undefined when the user is not a member. */
export async function contactInChat(db: Kysely<DB>, chatId: Id, userId: Id): Promise<Id | undefined> {
  const row = await db
    .selectFrom('chatMembers as me')
    .innerJoin('chatMembers as other', (join) =>
      join.onRef('other.chatId', '=', 'me.chatId').onRef('other.userId', '<>', 'me.userId'),
    )
    .select('other.userId')
    .where('me.chatId', '=', chatId)
    .where('me.userId', '=', userId)
    .executeTakeFirst();
  return row?.userId;
}

export async function markChatRead(db: Kysely<DB>, chatId: Id, userId: Id, at: IsoTime): Promise<void> {
  await db
    .updateTable('chatMembers')
    .set({ unread: 0, lastReadAt: at })
    .where('chatId', '=', chatId)
    .where('userId', '=', userId)
    .execute();
}

/** Newest first, at most `limit`, optionally only those strictly before `before`. */
export function messagesPage(
  db: Kysely<DB>,
  chatId: Id,
  limit: number,
  before?: IsoTime,
): Promise<Selectable<ChatMessagesTable>[]> {
  let query = db.selectFrom('chatMessages').selectAll().where('chatId', '=', chatId);
  if (before !== undefined) query = query.where('createdAt', '<', before);
  return query.orderBy('createdAt', 'desc').limit(limit).execute();
}

export function findProfile(db: Kysely<DB>, userId: Id) {
  return db.selectFrom('chatProfiles').selectAll().where('userId', '=', userId).executeTakeFirst();
}

export async function upsertProfile(db: Kysely<DB>, row: ChatProfilesTable): Promise<void> {
  const { userId: _userId, ...changes } = row;
  await db
    .insertInto('chatProfiles')
    .values(row)
    .onConflict((oc) => oc.column('userId').doUpdateSet(changes))
    .execute();
}
