import type { DbBool, Id, IsoTime, JsonText } from './values';

/** The notes app's tables (migration 0016_notes). */

export interface NotesTable {
  id: Id;
  /** The user whose note it is. */
  ownerId: Id;
  title: string;
  description: string;
  /** A picture's address or ''. */
  image: string;
  /** JSON array of { id, text, checked }. */
  checklist: JsonText;
  reminder: IsoTime | null;
  /** When the due reminder's notification was made; null = not yet (or re-armed). */
  reminderNotifiedAt: IsoTime | null;
  /** JSON array of note_labels ids. */
  labels: JsonText;
  archived: DbBool;
  createdAt: IsoTime;
  updatedAt: IsoTime;
}

export interface NoteLabelsTable {
  id: Id;
  ownerId: Id;
  name: string;
  position: number;
  createdAt: IsoTime;
}

export interface NoteTables {
  notes: NotesTable;
  noteLabels: NoteLabelsTable;
}
