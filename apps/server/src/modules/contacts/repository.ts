import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { DB } from '../../db/schema';
import type { ContactsTable } from '../../db/schema-contacts';
import type { DbBool } from '../../db/values';

export type ContactRow = Selectable<ContactsTable>;

/** The owner's contacts, in the order people expect of an address book (by name). */
export function listContacts(db: Kysely<DB>, ownerId: string): Promise<ContactRow[]> {
  return db
    .selectFrom('contacts')
    .selectAll()
    .where('ownerId', '=', ownerId)
    .orderBy('name')
    .orderBy('lastName')
    .orderBy('id')
    .execute();
}

/** Which of these ids are the owner's contacts. */
export async function ownedIds(
  db: Kysely<DB>,
  ownerId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('contacts')
    .select('id')
    .where('ownerId', '=', ownerId)
    .where('id', 'in', [...ids])
    .execute();
  return new Set(rows.map((row) => row.id));
}

export async function insertContact(db: Kysely<DB>, row: Insertable<ContactsTable>): Promise<void> {
  await db.insertInto('contacts').values(row).execute();
}

export async function updateContactFields(
  db: Kysely<DB>,
  ownerId: string,
  id: string,
  fields: Omit<Insertable<ContactsTable>, 'id' | 'ownerId' | 'createdAt' | 'starred' | 'frequent'>,
): Promise<void> {
  await db.updateTable('contacts').set(fields).where('id', '=', id).where('ownerId', '=', ownerId).execute();
}

export async function deleteContacts(db: Kysely<DB>, ownerId: string, ids: readonly string[]): Promise<void> {
  await db
    .deleteFrom('contactGroupMembers')
    .where('contactId', 'in', [...ids])
    .execute();
  await db
    .deleteFrom('contacts')
    .where('ownerId', '=', ownerId)
    .where('id', 'in', [...ids])
    .execute();
}

/** Sets (or with `toggle`, flips) the starred flag of the owner's contacts in one statement each. */
export async function setStarred(
  db: Kysely<DB>,
  ownerId: string,
  ids: readonly string[],
  value: 'on' | 'off' | 'toggle',
  updatedAt: string,
): Promise<void> {
  await db
    .updateTable('contacts')
    .set({
      starred: value === 'toggle' ? sql<DbBool>`1 - starred` : value === 'on' ? 1 : 0,
      updatedAt,
    })
    .where('ownerId', '=', ownerId)
    .where('id', 'in', [...ids])
    .execute();
}

export async function setFrequent(db: Kysely<DB>, ownerId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('contacts')
    .set({ frequent: 1 })
    .where('ownerId', '=', ownerId)
    .where('id', 'in', [...ids])
    .execute();
}

/** The account a contacts-app user is made from. */
export function accountOf(db: Kysely<DB>, userId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'displayName', 'photoUrl'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

export function listGroups(db: Kysely<DB>, ownerId: string) {
  return db
    .selectFrom('contactGroups')
    .select(['id', 'groupKey', 'name'])
    .where('ownerId', '=', ownerId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** Group id → its contacts' ids, for the owner's groups. */
export async function groupMembers(db: Kysely<DB>, ownerId: string): Promise<Map<string, string[]>> {
  const rows = await db
    .selectFrom('contactGroupMembers')
    .innerJoin('contactGroups', 'contactGroups.id', 'contactGroupMembers.groupId')
    .innerJoin('contacts', 'contacts.id', 'contactGroupMembers.contactId')
    .select(['contactGroupMembers.groupId as groupId', 'contactGroupMembers.contactId as contactId'])
    .where('contactGroups.ownerId', '=', ownerId)
    .orderBy('contacts.name')
    .orderBy('contacts.id')
    .execute();
  const map = new Map<string, string[]>();
  for (const row of rows) map.set(row.groupId, [...(map.get(row.groupId) ?? []), row.contactId]);
  return map;
}

export async function insertGroup(
  db: Kysely<DB>,
  group: {
    id: string;
    ownerId: string;
    groupKey: string | null;
    name: string;
    position: number;
    createdAt: string;
  },
  contactIds: readonly string[],
): Promise<void> {
  await db.insertInto('contactGroups').values(group).execute();
  if (contactIds.length > 0)
    await db
      .insertInto('contactGroupMembers')
      .values(contactIds.map((contactId) => ({ groupId: group.id, contactId })))
      .execute();
}
