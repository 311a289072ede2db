import { z } from 'zod';
import { isSafeImageUrl, IMAGE_URL_MAX_LENGTH, PICTURE_MAX_BYTES, PICTURE_TYPES } from '../imageUrl';

/**
 * The notes app (seed 001 §2, §7; issue 16): each signed-in user's own notes and labels.
 *
 * Decisions where the seed says nothing:
 * - A note: title, description (plain text, shown as text, never as HTML), image (an uploaded picture's
 *   address or a safe image URL; '' = none), checklist, reminder (ISO date-time or null), label ids,
 *   archived. A note needs at least a title, a description, a checklist item or an image (`notes.empty`,
 *   reported on `title`).
 * - `GET notes` answers all of the caller's notes, newest first (a created note goes to the front);
 *   the screens filter (all / archive / reminders / a label / search) in the browser.
 * - `update-labels` replaces the caller's whole label list (`{ id?, name }`; no id = a new label) and
 *   answers it; a label left out is removed, and with it from every note.
 * - Unknown note ids (and other people's notes, which a caller cannot tell apart) are 404; a label id that
 *   is not the caller's is 400 on `note.labels`.
 * - A reminder that comes due becomes one notification (kind `note_reminder`) linking to the note;
 *   changing the reminder's time arms it again.
 */

export const NOTE_IMAGE_MAX_BYTES = PICTURE_MAX_BYTES;
/** Image types a note's picture may have (content-sniffed on the server). */
export const NOTE_IMAGE_TYPES = PICTURE_TYPES;
export const NOTE_CHECKLIST_MAX = 50;
export const NOTE_LABELS_MAX = 20;
export const NOTE_LABEL_LIST_MAX = 50;

/** The notes app's screens: all notes, the archive, those with a reminder, or one label's. */
export const NOTE_FILTERS = ['notes', 'archive', 'reminders'] as const;
export type NoteFilter = (typeof NOTE_FILTERS)[number];

const text = (max: number) => z.string().trim().max(max, { error: 'validation.tooLong' });
const idSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(64, { error: 'validation.tooLong' });

/** A date-time with its offset (`Z` or `+08:00`): without one, the browser and the server could read it apart. */
function isDateTime(value: string): boolean {
  return (
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value) &&
    !Number.isNaN(new Date(value).getTime())
  );
}

export const checklistItemSchema = z.object({
  id: idSchema,
  text: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(200, { error: 'validation.tooLong' }),
  checked: z.boolean().default(false),
});
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

const noteFieldsShape = {
  title: text(200).default(''),
  description: text(5000).default(''),
  image: z
    .string()
    .trim()
    .max(IMAGE_URL_MAX_LENGTH, { error: 'validation.tooLong' })
    .refine((value) => value === '' || isSafeImageUrl(value), { error: 'validation.imageUrl' })
    .default(''),
  checklist: z
    .array(checklistItemSchema)
    .max(NOTE_CHECKLIST_MAX, { error: 'validation.tooMany' })
    .default([]),
  /** When to remind (an ISO 8601 date-time with offset; stored in UTC); null = no reminder. */
  reminder: z.string().trim().refine(isDateTime, { error: 'notes.reminder' }).nullable().default(null),
  labels: z.array(idSchema).max(NOTE_LABELS_MAX, { error: 'validation.tooMany' }).default([]),
  archived: z.boolean().default(false),
};

interface NoteContent {
  title: string;
  description: string;
  image: string;
  checklist: readonly unknown[];
}
/** A note says something: a title, a description, a checklist item or a picture. */
export function isEmptyNote(note: NoteContent): boolean {
  return note.title === '' && note.description === '' && note.image === '' && note.checklist.length === 0;
}
const notEmpty = (note: NoteContent, ctx: z.RefinementCtx) => {
  if (isEmptyNote(note)) ctx.addIssue({ code: 'custom', path: ['title'], message: 'notes.empty' });
};

/**
 * The template's clients name the flag `archive` (seed 001 §3; issue 31 §2). A new note takes it when our
 * `archived` is not given; an update takes whichever of the two differs from the stored flag (a client
 * posts back the note it read, its own name changed and the other left as read): `noteArchiveFlag`.
 */
function archiveAsArchived(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || !('archive' in value))
    return value;
  const { archive, ...rest } = value as Record<string, unknown>;
  return 'archived' in rest ? rest : { ...rest, archived: archive };
}
/** The flag an update leaves: a given one that changes the stored flag, else the stored flag. */
export function noteArchiveFlag(stored: boolean, update: { archived?: boolean; archive?: boolean }): boolean {
  return [update.archived, update.archive].find((flag) => flag !== undefined && flag !== stored) ?? stored;
}

/** What a person writes: create-note's `note` (a new id is generated). */
export const noteFieldsSchema = z.object(noteFieldsShape).superRefine(notEmpty);
export type NoteFields = z.infer<typeof noteFieldsSchema>;
export type NoteFieldsInput = z.input<typeof noteFieldsSchema>;
/** update-note's `note`: the fields with the note's id. */
export const noteUpdateSchema = z
  .object({
    id: idSchema,
    ...noteFieldsShape,
    archived: z.boolean().optional(),
    archive: z.boolean().optional(),
  })
  .superRefine(notEmpty);
export type NoteUpdate = z.infer<typeof noteUpdateSchema>;

export const noteSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  image: z.string(),
  checklist: z.array(z.object({ id: z.string(), text: z.string(), checked: z.boolean() })),
  reminder: z.string().nullable(),
  labels: z.array(z.string()),
  archived: z.boolean(),
  /** The seed's names (issue 31 §1): `archive` = `archived`, `time` = when it was written (`createdAt`). */
  archive: z.boolean(),
  time: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Note = z.infer<typeof noteSchema>;
export const noteListSchema = z.array(noteSchema);

/** A label's `handle` (seed 001 §3): its name in lower case, spaces as hyphens — the notes route's segment. */
export const noteLabelHandle = (name: string) => name.trim().toLowerCase().replace(/\s+/g, '-');
export const noteLabelSchema = z.object({ id: z.string(), name: z.string(), handle: z.string() });
export type NoteLabel = z.infer<typeof noteLabelSchema>;
export const noteLabelListSchema = z.array(noteLabelSchema);

export const createNoteBodySchema = z.object({ note: z.preprocess(archiveAsArchived, noteFieldsSchema) });
export interface CreateNoteBody {
  note: NoteFieldsInput;
}
export const updateNoteBodySchema = z.object({ note: noteUpdateSchema });
export type UpdateNoteBody = z.input<typeof updateNoteBodySchema>;
export const removeNoteBodySchema = z.object({ noteId: idSchema });

export const noteLabelInputSchema = z.object({
  id: idSchema.optional(),
  name: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(40, { error: 'validation.tooLong' }),
});
export type NoteLabelInput = z.infer<typeof noteLabelInputSchema>;
export const updateLabelsBodySchema = z.object({
  labels: z
    .array(noteLabelInputSchema)
    .max(NOTE_LABEL_LIST_MAX, { error: 'validation.tooMany' })
    .superRefine((labels, ctx) => {
      const seen = new Set<string>();
      labels.forEach((label, index) => {
        const key = label.name.toLowerCase();
        if (seen.has(key))
          ctx.addIssue({ code: 'custom', path: [index, 'name'], message: 'notes.labelTaken' });
        seen.add(key);
      });
    }),
});
export type UpdateLabelsBody = z.input<typeof updateLabelsBodySchema>;

export const noteImageSchema = z.object({ url: z.string() });
export type NoteImage = z.infer<typeof noteImageSchema>;
export const noteImageParamsSchema = z.object({ id: z.uuid({ error: 'validation.invalid' }) });

/** The app path a note opens at (the notification's link). */
export const noteLink = (id: string) => `/apps/notes/${id}`;
