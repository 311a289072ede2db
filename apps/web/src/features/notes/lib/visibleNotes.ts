import type { Note } from '@cppcc/contracts';

/** What the page shows: all (not archived) notes, the archive, those with a reminder, or one label's. */
export type NotesView =
  { kind: 'notes' } | { kind: 'archive' } | { kind: 'reminders' } | { kind: 'label'; labelId: string };

/** The view an address names; any other first segment is a note id, opened over all notes. */
export function viewOf(params: { id?: string; labelHandle?: string }): { view: NotesView; noteId?: string } {
  const { id, labelHandle } = params;
  if (id === undefined) return { view: { kind: 'notes' } };
  if (id === 'archive' || id === 'reminders') return { view: { kind: id } };
  if (id === 'labels' && labelHandle) return { view: { kind: 'label', labelId: labelHandle } };
  if (id === 'labels') return { view: { kind: 'notes' } };
  return { view: { kind: 'notes' }, noteId: id };
}

/** Whether the note contains the term (title, text, checklist), case-insensitive. */
export function matches(note: Note, term: string): boolean {
  const wanted = term.trim().toLowerCase();
  if (wanted === '') return true;
  return [note.title, note.description, ...note.checklist.map((item) => item.text)].some((text) =>
    text.toLowerCase().includes(wanted),
  );
}

/** The notes of a view matching the search, in the server's order (newest first). */
export function visibleNotes(notes: readonly Note[], view: NotesView, term: string): Note[] {
  return notes.filter((note) => {
    if (!matches(note, term)) return false;
    switch (view.kind) {
      case 'archive':
        return note.archived;
      case 'reminders':
        return !note.archived && note.reminder !== null;
      case 'label':
        return note.labels.includes(view.labelId);
      default:
        return !note.archived;
    }
  });
}

/** `2026-12-01T01:30:00.000Z` → the `datetime-local` value in the browser's time zone, and back. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
