/**
 * The notes app's addresses (seed 001 `/apps/notes/{id?}/{labelHandle?}/{labelId?}`): `/apps/notes` all
 * notes, `/apps/notes/archive`, `/apps/notes/reminders`, `/apps/notes/labels/{labelId}` one label's, and
 * `/apps/notes/{noteId}` opens a note (where a reminder's notification leads).
 */
export const NOTES_PATH = '/apps/notes';
export const NOTES_ROUTE = `${NOTES_PATH}/:id?/:labelHandle?/:labelId?`;
export const LABELS_HANDLE = 'labels';
export const notesPath = (filter: 'notes' | 'archive' | 'reminders') =>
  filter === 'notes' ? NOTES_PATH : `${NOTES_PATH}/${filter}`;
export const labelPath = (labelId: string) => `${NOTES_PATH}/${LABELS_HANDLE}/${encodeURIComponent(labelId)}`;
export const notePath = (noteId: string) => `${NOTES_PATH}/${encodeURIComponent(noteId)}`;
/** The search term is kept in the address. */
export const SEARCH_PARAM = 'q';
