import {
  noteArchiveFlag,
  noteLabelHandle,
  type Note,
  type NoteFields,
  type NoteLabel,
  type NoteLabelInput,
  type NoteUpdate,
} from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { fromDbBool, fromDbJson, newId, nowIso, toDbBool, toDbJson, type Clock } from '../../db/values';
import { badRequest, notFound } from '../../http/errors';
import {
  deleteLabels,
  deleteNote,
  findNote,
  insertLabel,
  insertNote,
  listLabels,
  listNotes,
  updateLabel,
  updateNote,
  type NoteRow,
} from './repository';

export function toNote(row: NoteRow): Note {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    image: row.image,
    checklist: fromDbJson<Note['checklist']>(row.checklist),
    reminder: row.reminder,
    labels: fromDbJson<string[]>(row.labels),
    archived: fromDbBool(row.archived),
    archive: fromDbBool(row.archived),
    time: row.createdAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

const toLabel = (row: { id: string; name: string }): NoteLabel => ({
  id: row.id,
  name: row.name,
  handle: noteLabelHandle(row.name),
});

/** Reminders are stored in UTC, so the scheduler compares them as text. */
const utc = (reminder: string | null) => (reminder === null ? null : new Date(reminder).toISOString());

/**
 * The notes app (seed 001 §7): every call reads and writes only the caller's own rows (`ownerId`); a note
 * id that is not the caller's is 404, exactly like a missing one.
 */
export function notesService(db: Kysely<DB>, deps: { now?: Clock } = {}) {
  const now = deps.now ?? nowIso;

  /** A note may carry only the caller's own labels (400 on the field otherwise). */
  async function checkLabels(trx: Kysely<DB>, ownerId: string, labels: readonly string[]): Promise<string[]> {
    const unique = [...new Set(labels)];
    const own = new Set((await listLabels(trx, ownerId)).map((label) => label.id));
    if (unique.some((id) => !own.has(id)))
      throw badRequest('notes.labelUnknown', { fields: { 'note.labels': 'notes.labelUnknown' } });
    return unique;
  }

  async function read(trx: Kysely<DB>, ownerId: string, id: string): Promise<Note> {
    const row = await findNote(trx, ownerId, id);
    if (!row) throw notFound('notes.notFound', { fields: { 'note.id': 'notes.notFound' } });
    return toNote(row);
  }

  return {
    async list(ownerId: string): Promise<Note[]> {
      return (await listNotes(db, ownerId)).map(toNote);
    },

    async labels(ownerId: string): Promise<NoteLabel[]> {
      return (await listLabels(db, ownerId)).map(toLabel);
    },

    create(ownerId: string, fields: NoteFields): Promise<Note> {
      return inTransaction(db, async (trx) => {
        const labels = await checkLabels(trx, ownerId, fields.labels);
        const id = newId();
        const at = now();
        await insertNote(trx, {
          id,
          ownerId,
          title: fields.title,
          description: fields.description,
          image: fields.image,
          checklist: toDbJson(fields.checklist),
          reminder: utc(fields.reminder),
          reminderNotifiedAt: null,
          labels: toDbJson(labels),
          archived: toDbBool(fields.archived),
          createdAt: at,
          updatedAt: at,
        });
        return read(trx, ownerId, id);
      });
    },

    /** Replaces the note's fields; a changed reminder time is armed again. */
    update(ownerId: string, note: NoteUpdate): Promise<Note> {
      return inTransaction(db, async (trx) => {
        const before = await read(trx, ownerId, note.id);
        const labels = await checkLabels(trx, ownerId, note.labels);
        const reminder = utc(note.reminder);
        await updateNote(trx, ownerId, note.id, {
          title: note.title,
          description: note.description,
          image: note.image,
          checklist: toDbJson(note.checklist),
          reminder,
          ...(reminder !== before.reminder && { reminderNotifiedAt: null }),
          labels: toDbJson(labels),
          archived: toDbBool(noteArchiveFlag(before.archived, note)),
          updatedAt: now(),
        });
        return read(trx, ownerId, note.id);
      });
    },

    /** Answers the notes that remain. */
    async remove(ownerId: string, noteId: string): Promise<Note[]> {
      if (!(await deleteNote(db, ownerId, noteId)))
        throw notFound('notes.notFound', { fields: { noteId: 'notes.notFound' } });
      return this.list(ownerId);
    },

    /**
     * Replaces the caller's label list: entries with an id of the caller's are renamed (an unknown id is
     * 400), those without are created, the ones left out are removed — from the notes too.
     */
    updateLabels(ownerId: string, labels: readonly NoteLabelInput[]): Promise<NoteLabel[]> {
      return inTransaction(db, async (trx) => {
        const existing = new Set((await listLabels(trx, ownerId)).map((label) => label.id));
        const kept = new Set<string>();
        for (const [index, label] of labels.entries()) {
          if (label.id === undefined) continue;
          if (!existing.has(label.id))
            throw badRequest('notes.labelUnknown', {
              fields: { [`labels.${index}.id`]: 'notes.labelUnknown' },
            });
          kept.add(label.id);
        }
        const removed = [...existing].filter((id) => !kept.has(id));
        if (removed.length > 0) {
          const gone = new Set(removed);
          for (const row of await listNotes(trx, ownerId)) {
            const own = fromDbJson<string[]>(row.labels);
            if (own.some((id) => gone.has(id)))
              await updateNote(trx, ownerId, row.id, {
                labels: toDbJson(own.filter((id) => !gone.has(id))),
              });
          }
          await deleteLabels(trx, ownerId, removed);
        }
        for (const [position, label] of labels.entries()) {
          if (label.id !== undefined)
            await updateLabel(trx, ownerId, label.id, { name: label.name, position });
          else await insertLabel(trx, { id: newId(), ownerId, name: label.name, position, createdAt: now() });
        }
        return (await listLabels(trx, ownerId)).map(toLabel);
      });
    },
  };
}
export type NotesService = ReturnType<typeof notesService>;
