import { z } from 'zod';
import type { Role } from '../roles';
import { DUTY_ACT_KINDS, dutyFiguresSchema, dutyScoreRulesSchema } from './score';

/** GET /api/duty-records?sessionId= (staff) and the other reads: the session, default the current one. */
export const dutyRecordsQuerySchema = z.object({ sessionId: z.string().max(64).optional() });

export const dutyRecordMemberParamsSchema = z.object({ memberId: z.string().max(64) });

const sessionRefSchema = z.object({ id: z.string(), name: z.string(), year: z.number() });
const memberRefSchema = z.object({ id: z.string(), displayName: z.string() });

export const dutyRecordRowSchema = z.object({
  member: memberRefSchema,
  figures: dutyFiguresSchema,
  score: z.number(),
});
export type DutyRecordRow = z.infer<typeof dutyRecordRowSchema>;

/** Every member's record of a session (staff): the figures and the score by the current rules. */
export const dutyRecordListSchema = z.object({
  session: sessionRefSchema,
  items: z.array(dutyRecordRowSchema),
});
export type DutyRecordList = z.infer<typeof dutyRecordListSchema>;

/** One member's record (the member themself, staff): figures, each kind's points, the score, the rules. */
export const dutyRecordSchema = z.object({
  session: sessionRefSchema,
  member: memberRefSchema,
  figures: dutyFiguresSchema,
  points: dutyFiguresSchema,
  score: z.number(),
  rules: dutyScoreRulesSchema,
});
export type DutyRecord = z.infer<typeof dutyRecordSchema>;

/** `kind`: the figure whose records to list (default: the proposals led). */
export const dutyActsQuerySchema = dutyRecordsQuerySchema.extend({
  kind: z.enum(DUTY_ACT_KINDS).default('led'),
});

/** One record behind a figure: always a proposal (the act's own time and note beside it). */
export const dutyActSchema = z.object({
  proposalId: z.string(),
  number: z.number().nullable(),
  title: z.string(),
  state: z.string(),
  isKey: z.boolean(),
  isExcellent: z.boolean(),
  /** When the act happened (submitted, evaluated, met, supervised, adopted). */
  at: z.string().nullable(),
  /** What the act was, when more than the proposal: an evaluation's satisfaction, a supervision's method. */
  note: z.string().nullable(),
});
export type DutyAct = z.infer<typeof dutyActSchema>;

export const dutyActListSchema = z.object({ items: z.array(dutyActSchema) });
export type DutyActList = z.infer<typeof dutyActListSchema>;

/** Who opens a member's record: the member (their own only, checked per member) and the committee's staff. */
export const DUTY_RECORD_READERS = ['admin', 'staff', 'members'] as const satisfies readonly Role[];
