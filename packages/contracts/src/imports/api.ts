import { z } from 'zod';
import { IMPORT_KINDS, IMPORT_OUTCOMES } from './imports';

// The import API's payloads (issue 30 §1); the rules of the columns and rows are in imports.ts.

export const importKindParamsSchema = z.object({ kind: z.enum(IMPORT_KINDS) });
export const IMPORT_MODES = ['check', 'commit'] as const;
export const importQuerySchema = z.object({ mode: z.enum(IMPORT_MODES).default('check') });

export const importRowResultSchema = z.object({
  /** The row's number in the sheet (the header is row 1). */
  row: z.number(),
  /** What identifies it: the phone, the unit's name, 「15届3次」. */
  key: z.string(),
  label: z.string(),
  outcome: z.enum(IMPORT_OUTCOMES),
  /** Columns (keys) whose value changes, for an update. */
  changes: z.array(z.string()),
  problems: z.array(
    z.object({ column: z.string().nullable(), header: z.string().nullable(), message: z.string() }),
  ),
});
export type ImportRowResult = z.infer<typeof importRowResultSchema>;

export const importResultSchema = z.object({
  kind: z.enum(IMPORT_KINDS),
  /** true: written (commit without problems); false: a dry run, or a commit refused for problems. */
  committed: z.boolean(),
  counts: z.object({ create: z.number(), update: z.number(), skip: z.number(), invalid: z.number() }),
  /** Invitations sent to new accounts (SMS, or e-mail for those without a phone). */
  invitations: z.number(),
  rows: z.array(importRowResultSchema),
});
export type ImportResult = z.infer<typeof importResultSchema>;
