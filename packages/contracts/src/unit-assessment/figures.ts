import { z } from 'zod';

/**
 * Per-unit figures of a session (issue 28 §5, the statistics page's 承办单位办理情况): what each unit did
 * with the proposals of that session assigned to it. Cancelled tasks (units adjusted away) count nowhere.
 *
 * - `assigned`: first-round tasks (交办; lead, co and separate units alike).
 * - `signedInTime`: of those, signed for within `signWarningDays` calendar days of assignment (the same
 *   period the sign-for warning uses).
 * - `replied` / `repliedOnTime`: first-round tasks replied (a co-unit: its opinion sent), and of those the
 *   ones replied by their due date.
 * - `consulted`: first-round tasks replied after a consultation meeting held and minuted before the reply
 *   (面商 before replying).
 * - `urges`: urges (催办) the unit received on the session's tasks, every round; its list is the proposals urged.
 * - `classes`: the committee's A/B/C class of the first-round replies approved, by class code.
 * - `evaluations`, `attitudeSatisfied`, `resultSatisfied`: members' evaluations of the first-round replies,
 *   and how many were 满意 or 基本满意 with the unit's attitude and with the result.
 * - `rehandled`: second-round tasks (重新办理) the unit was given after an unsatisfied evaluation.
 *
 * Each figure is a link to the proposals behind it (GET /api/statistics/unit-figures/proposals).
 */
export const UNIT_FIGURES = [
  'assigned',
  'signedInTime',
  'replied',
  'repliedOnTime',
  'consulted',
  'urges',
  'class',
  'evaluations',
  'attitudeSatisfied',
  'resultSatisfied',
  'rehandled',
] as const;
export type UnitFigure = (typeof UNIT_FIGURES)[number];

export const unitFiguresQuerySchema = z.object({ sessionId: z.string().max(64).optional() });

export const unitFiguresRowSchema = z.object({
  unit: z.object({ id: z.string(), name: z.string() }),
  assigned: z.number(),
  signedInTime: z.number(),
  replied: z.number(),
  repliedOnTime: z.number(),
  consulted: z.number(),
  urges: z.number(),
  /** Approved first-round replies by class code (the workflow settings' reply classes). */
  classes: z.record(z.string(), z.number()),
  evaluations: z.number(),
  attitudeSatisfied: z.number(),
  resultSatisfied: z.number(),
  rehandled: z.number(),
});
export type UnitFiguresRow = z.infer<typeof unitFiguresRowSchema>;

export const unitFiguresSchema = z.object({
  session: z.object({ id: z.string(), name: z.string() }),
  /** The sign-for period the `signedInTime` figure used (workflow settings). */
  signWarningDays: z.number(),
  /** Units with at least one task of the session, most assigned first. */
  items: z.array(unitFiguresRowSchema),
});
export type UnitFigures = z.infer<typeof unitFiguresSchema>;

/** GET /api/statistics/unit-figures/proposals: the proposals behind one cell of the table. */
export const unitFigureProposalsQuerySchema = z
  .object({
    sessionId: z.string().max(64).optional(),
    unitId: z.string().min(1, { error: 'validation.required' }).max(64),
    figure: z.enum(UNIT_FIGURES, { error: 'unitAssessment.figureUnknown' }),
    /** The reply class, for `figure=class`. */
    code: z.string().max(20).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.figure === 'class' && !value.code)
      ctx.addIssue({ code: 'custom', path: ['code'], message: 'unitAssessment.classRequired' });
  });
export type UnitFigureProposalsQuery = z.infer<typeof unitFigureProposalsQuerySchema>;

export const unitFigureProposalSchema = z.object({
  id: z.string(),
  number: z.number().nullable(),
  title: z.string(),
  state: z.string(),
  /** How many rows of the figure this proposal stands for (urges, evaluations); 1 otherwise. */
  count: z.number(),
});
export const unitFigureProposalsSchema = z.object({
  unit: z.object({ id: z.string(), name: z.string() }),
  session: z.object({ id: z.string(), name: z.string() }),
  items: z.array(unitFigureProposalSchema),
});
export type UnitFigureProposals = z.infer<typeof unitFigureProposalsSchema>;
