import { z } from 'zod';
import { unitFiguresRowSchema, type UnitFiguresRow } from './figures';

/**
 * 承办单位考核 (issue 29 §4): each unit's per-unit figures of a session turned into a score by rules kept
 * as a setting (key `unit-assessment`), ranked for the government's annual assessment.
 *
 * The score (0–100, one decimal):
 *   base = 100 × Σ weight × rate / Σ weight, over the parts that have something to divide by:
 *     signedInTime  = signed for in time / assigned
 *     repliedOnTime = replied on time / assigned (a task not yet replied counts as not on time)
 *     consulted     = replied after a consultation meeting / replied
 *     satisfaction  = (satisfied with attitude + satisfied with result) / (2 × evaluations)
 *   score = max(0, base − rehandlingPenalty × re-handlings − urgePenalty × urges received)
 * A part without a base (nothing replied yet, no evaluation yet) leaves the score to the other parts, so a
 * unit is not punished for what has not happened yet. Equal scores share a rank.
 * Defaults: sign-for 10, on-time reply 40, consultation 20, satisfaction 30; 5 points off per re-handling,
 * 2 per urge. The rules are read on every call, so a changed rule recomputes every ranking.
 */
export const ASSESSMENT_PARTS = ['signedInTime', 'repliedOnTime', 'consulted', 'satisfaction'] as const;
export type AssessmentPart = (typeof ASSESSMENT_PARTS)[number];

export const UNIT_ASSESSMENT_SETTINGS_KEY = 'unit-assessment';

const weight = z
  .number({ error: 'unitAssessment.weightRange' })
  .int({ error: 'unitAssessment.weightRange' })
  .min(0, { error: 'unitAssessment.weightRange' })
  .max(100, { error: 'unitAssessment.weightRange' });
const penalty = z
  .number({ error: 'unitAssessment.penaltyRange' })
  .min(0, { error: 'unitAssessment.penaltyRange' })
  .max(50, { error: 'unitAssessment.penaltyRange' })
  .multipleOf(0.5, { error: 'unitAssessment.penaltyRange' });

export const assessmentRulesSchema = z
  .object({
    signedInTimeWeight: weight,
    repliedOnTimeWeight: weight,
    consultedWeight: weight,
    satisfactionWeight: weight,
    rehandlingPenalty: penalty,
    urgePenalty: penalty,
  })
  .superRefine((rules, ctx) => {
    if (ASSESSMENT_PARTS.every((part) => rules[`${part}Weight`] === 0))
      ctx.addIssue({ code: 'custom', path: ['repliedOnTimeWeight'], message: 'unitAssessment.weightsZero' });
  });
export type AssessmentRules = z.infer<typeof assessmentRulesSchema>;

export const DEFAULT_ASSESSMENT_RULES: AssessmentRules = {
  signedInTimeWeight: 10,
  repliedOnTimeWeight: 40,
  consultedWeight: 20,
  satisfactionWeight: 30,
  rehandlingPenalty: 5,
  urgePenalty: 2,
};

const rateOf = (part: number, whole: number) => (whole > 0 ? part / whole : null);

/** Each part's rate (0–1), null when there is nothing to divide by. */
export function assessmentRates(figures: UnitFiguresRow): Record<AssessmentPart, number | null> {
  return {
    signedInTime: rateOf(figures.signedInTime, figures.assigned),
    repliedOnTime: rateOf(figures.repliedOnTime, figures.assigned),
    consulted: rateOf(figures.consulted, figures.replied),
    satisfaction: rateOf(figures.attitudeSatisfied + figures.resultSatisfied, 2 * figures.evaluations),
  };
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** The score of one unit's figures under the rules (see above). */
export function assessmentScore(
  figures: UnitFiguresRow,
  rules: AssessmentRules,
): { score: number; base: number; penalty: number } {
  const rates = assessmentRates(figures);
  let weighted = 0;
  let weights = 0;
  for (const part of ASSESSMENT_PARTS) {
    const rate = rates[part];
    const w = rules[`${part}Weight`];
    if (rate === null || w === 0) continue;
    weighted += w * rate;
    weights += w;
  }
  const base = weights === 0 ? 100 : (100 * weighted) / weights;
  const penalty = rules.rehandlingPenalty * figures.rehandled + rules.urgePenalty * figures.urges;
  return {
    score: oneDecimal(Math.max(0, base - penalty)),
    base: oneDecimal(base),
    penalty: oneDecimal(penalty),
  };
}

export const unitAssessmentItemSchema = z.object({
  rank: z.number(),
  score: z.number(),
  base: z.number(),
  penalty: z.number(),
  rates: z.object({
    signedInTime: z.number().nullable(),
    repliedOnTime: z.number().nullable(),
    consulted: z.number().nullable(),
    satisfaction: z.number().nullable(),
  }),
  figures: unitFiguresRowSchema,
});
export type UnitAssessmentItem = z.infer<typeof unitAssessmentItemSchema>;

/** Ranks the units: highest score first, equal scores share a rank (1, 1, 3), then by name. */
export function rankAssessedUnits(
  rows: readonly UnitFiguresRow[],
  rules: AssessmentRules,
): UnitAssessmentItem[] {
  const scored = rows
    .filter((row) => row.assigned > 0)
    .map((figures) => ({ figures, rates: assessmentRates(figures), ...assessmentScore(figures, rules) }))
    .sort((a, b) => b.score - a.score || a.figures.unit.name.localeCompare(b.figures.unit.name, 'zh-CN'));
  return scored.map((item) => ({
    rank: scored.findIndex((other) => other.score === item.score) + 1,
    ...item,
  }));
}

export const unitAssessmentQuerySchema = z.object({ sessionId: z.string().max(64).optional() });

/** GET /api/unit-assessment: the session's ranking under the current rules. */
export const unitAssessmentSchema = z.object({
  session: z.object({ id: z.string(), name: z.string() }),
  rules: assessmentRulesSchema,
  items: z.array(unitAssessmentItemSchema),
});
export type UnitAssessment = z.infer<typeof unitAssessmentSchema>;

/** 《十五届三次会议承办单位提案办理工作考核报告》: the Word report's title. */
export const assessmentReportTitle = (sessionName: string) => `${sessionName}承办单位提案办理工作考核报告`;

/** The report's file name (characters Windows refuses replaced). */
export const assessmentReportFileName = (sessionName: string) =>
  `${assessmentReportTitle(sessionName)}.docx`.replace(/[\\/:*?"<>|[\]]/g, '_');
