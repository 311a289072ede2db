import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { DB } from '../../db/schema';
import type { NoteLabelsTable, NotesTable } from '../../db/schema-notes';

export type NoteRow = Selectable<NotesTable>;
export type NoteLabelRow = Selectable<NoteLabelsTable>;

/** The owner's notes, newest first (a created note goes to the front). */
export function listNotes(db: Kysely<DB>, ownerId: string): Promise<NoteRow[]> {
  return db
    .selectFrom('notes')
    .selectAll()
    .where('ownerId', '=', ownerId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function findNote(db: Kysely<DB>, ownerId: string, id: string): Promise<NoteRow | undefined> {
  return db
    .selectFrom('notes')
    .selectAll()
    .where('ownerId', '=', ownerId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertNote(db: Kysely<DB>, row: Insertable<NotesTable>): Promise<void> {
  await db.insertInto('notes').values(row).execute();
}

/** Writes the owner's note; false when it is not the owner's (or gone). */
export async function updateNote(
  db: Kysely<DB>,
  ownerId: string,
  id: string,
  fields: Updateable<NotesTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('notes')
    .set(fields)
    .where('id', '=', id)
    .where('ownerId', '=', ownerId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteNote(db: Kysely<DB>, ownerId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('notes')
    .where('id', '=', id)
    .where('ownerId', '=', ownerId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export function listLabels(db: Kysely<DB>, ownerId: string): Promise<NoteLabelRow[]> {
  return db
    .selectFrom('noteLabels')
    .selectAll()
    .where('ownerId', '=', ownerId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export async function insertLabel(db: Kysely<DB>, row: Insertable<NoteLabelsTable>): Promise<void> {
  await db.insertInto('noteLabels').values(row).execute();
}

export async function updateLabel(
  db: Kysely<DB>,
  ownerId: string,
  id: string,
  fields: { name: string; position: number },
): Promise<void> {
  await db
    .updateTable('noteLabels')
    .set(fields)
    .where('id', '=', id)
    .where('ownerId', '=', ownerId)
    .execute();
}

export async function deleteLabels(db: Kysely<DB>, ownerId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .deleteFrom('noteLabels')
    .where('ownerId', '=', ownerId)
    .where('id', 'in', [...ids])
    .execute();
}

/** Reminders due at `now` whose notification is not made yet (any owner), oldest first. */
export function dueReminders(db: Kysely<DB>, now: string, limit: number): Promise<NoteRow[]> {
  return db
    .selectFrom('notes')
    .selectAll()
    .where('reminderNotifiedAt', 'is', null)
    .where('reminder', 'is not', null)
    .where('reminder', '<=', now)
    .orderBy('reminder')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Claims a due reminder: true only for the one caller whose UPDATE marked it (a second server's UPDATE
 * waits for the first's commit on PostgreSQL, then finds it marked and changes nothing).
 */
export async function claimReminder(
  db: Kysely<DB>,
  id: string,
  reminder: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('notes')
    .set({ reminderNotifiedAt: now })
    .where('id', '=', id)
    .where('reminder', '=', reminder)
    .where('reminderNotifiedAt', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
