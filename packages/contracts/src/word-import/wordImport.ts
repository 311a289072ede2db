import { z } from 'zod';
import { personRefSchema } from '../proposals/proposals';

/**
 * POST /api/proposals/word-import (issue 27 §4): a member's proposal form in Word (.docx) read on the server
 * and answered as the editor's fields, for the member to check before anything is placed. Nothing is stored.
 *
 * Decisions the issue leaves open:
 * - Only .docx (Office Open XML); the old binary .doc is refused with the "not a Word document" message.
 * - Fields come back as plain text (the editor's fields are plain text): tables become one line per row with
 *   cells joined by " | ", numbered and bulleted lists keep their "1." / "•" as text.
 * - Text the rules could not place comes back in `unplaced`, in document order, never dropped.
 * - A proposer name matches a member only when exactly one enabled member has that display name.
 */

/** The largest upload: a proposal form is a few pages; pictures in it are not imported. */
export const WORD_IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/** The most the parts of the archive may unpack to together: a zip bomb stops here, not in memory. */
export const WORD_IMPORT_MAX_UNPACKED_BYTES = 40 * 1024 * 1024;
/** The one allowed extension and its content types (browsers send octet-stream for unknown types too). */
export const WORD_IMPORT_TYPES: Readonly<Record<string, readonly string[]>> = {
  docx: [
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/octet-stream',
  ],
};

export const WORD_IMPORT_PROPOSER_ROLES = ['proposer', 'cosigner'] as const;
export type WordImportProposerRole = (typeof WORD_IMPORT_PROPOSER_ROLES)[number];

export const wordImportProposerSchema = z.object({
  /** The name as written in the document. */
  name: z.string(),
  /** 提案人 (first proposer) or 联名人/附议人 (co-signer). */
  role: z.enum(WORD_IMPORT_PROPOSER_ROLES),
  /** The one member with that name, or null: "not matched". */
  member: personRefSchema.nullable(),
});
export type WordImportProposer = z.infer<typeof wordImportProposerSchema>;

export const wordImportResultSchema = z.object({
  /** The cleaned file name. */
  fileName: z.string(),
  /** '' where the document had nothing for the field. */
  title: z.string(),
  analysis: z.string(),
  suggestions: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  contactAddress: z.string(),
  proposers: z.array(wordImportProposerSchema),
  /** Paragraphs and table rows the rules did not place, as text. */
  unplaced: z.array(z.string()),
});
export type WordImportResult = z.infer<typeof wordImportResultSchema>;

/** The fields of the editor an import can fill. */
export const WORD_IMPORT_FIELDS = [
  'title',
  'analysis',
  'suggestions',
  'contactName',
  'contactPhone',
  'contactAddress',
] as const;
export type WordImportField = (typeof WORD_IMPORT_FIELDS)[number];
