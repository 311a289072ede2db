import { z } from 'zod';

/**
 * 委员履职档案 (issue 29 §2): the kinds of act a member's duty record counts, and the score rules.
 *
 * Decisions (the issue leaves them open):
 * - led / cosigned: proposals of the session the member led (first proposer) or co-signed (accepted), counted
 *   once received by the committee (submitted and beyond, RECEIVED_STATES), drafts and withdrawn ones not.
 * - registered / notRegistered / key / excellent: of those led and co-signed, the ones registered (立案 and
 *   beyond), not registered (不予立案), flagged 重点 and 优秀.
 * - evaluationOnTime / evaluationLate: the member's evaluations of the session's replies, on time when given
 *   within the evaluation window (workflow settings, working days after the reply's approval).
 * - consultation: consultation meetings (面商) on the member's proposals that took place (minutes recorded)
 *   and to which the member was invited.
 * - supervision: supervision records (督办) of the key proposals the member led or co-signed.
 * - clueAdopted: clues from the library (社情民意线索) the member adopted into a proposal of the session.
 */
export const DUTY_ACT_KINDS = [
  'led',
  'cosigned',
  'registered',
  'notRegistered',
  'key',
  'excellent',
  'evaluationOnTime',
  'evaluationLate',
  'consultation',
  'supervision',
  'clueAdopted',
] as const;
export type DutyActKind = (typeof DUTY_ACT_KINDS)[number];

export type DutyFigures = Record<DutyActKind, number>;

export const dutyFiguresSchema = z.object(
  Object.fromEntries(DUTY_ACT_KINDS.map((kind) => [kind, z.number().int()])) as Record<
    DutyActKind,
    z.ZodNumber
  >,
);

export const emptyDutyFigures = (): DutyFigures =>
  Object.fromEntries(DUTY_ACT_KINDS.map((kind) => [kind, 0])) as DutyFigures;

/** Points per act of one kind (may be negative, e.g. for a late evaluation) and the cap of the kind's total. */
export const dutyScoreRuleSchema = z.object({
  points: z
    .number({ message: 'dutyRecords.pointsInvalid' })
    .int('dutyRecords.pointsInvalid')
    .min(-100, 'dutyRecords.pointsInvalid')
    .max(100, 'dutyRecords.pointsInvalid'),
  /** The most (in absolute value) the kind adds or takes; null = no cap. */
  cap: z
    .number({ message: 'dutyRecords.capInvalid' })
    .int('dutyRecords.capInvalid')
    .min(0, 'dutyRecords.capInvalid')
    .max(10_000, 'dutyRecords.capInvalid')
    .nullable(),
});
export type DutyScoreRule = z.infer<typeof dutyScoreRuleSchema>;

export const dutyScoreRulesSchema = z.object(
  Object.fromEntries(DUTY_ACT_KINDS.map((kind) => [kind, dutyScoreRuleSchema])) as Record<
    DutyActKind,
    typeof dutyScoreRuleSchema
  >,
);
export type DutyScoreRules = z.infer<typeof dutyScoreRulesSchema>;

/**
 * The default, after Minhang's practice (proposal-workflow.md "The office's year"): 15 per proposal led,
 * 3 per co-signature (at most 30), +15 per key and +10 per excellent proposal; the other acts with small
 * points so that taking part counts.
 */
export const DEFAULT_DUTY_SCORE_RULES: DutyScoreRules = {
  led: { points: 15, cap: null },
  cosigned: { points: 3, cap: 30 },
  registered: { points: 0, cap: null },
  notRegistered: { points: 0, cap: null },
  key: { points: 15, cap: null },
  excellent: { points: 10, cap: null },
  evaluationOnTime: { points: 2, cap: 20 },
  evaluationLate: { points: 0, cap: null },
  consultation: { points: 3, cap: 15 },
  supervision: { points: 2, cap: 10 },
  clueAdopted: { points: 2, cap: 10 },
};

/** One kind's points: count × points, held within ±cap. */
export function dutyKindPoints(count: number, rule: DutyScoreRule): number {
  const raw = count * rule.points;
  if (rule.cap === null) return raw;
  return Math.max(-rule.cap, Math.min(rule.cap, raw));
}

/** Each kind's points, in DUTY_ACT_KINDS order. */
export function dutyScoreParts(figures: DutyFigures, rules: DutyScoreRules): Record<DutyActKind, number> {
  return Object.fromEntries(
    DUTY_ACT_KINDS.map((kind) => [kind, dutyKindPoints(figures[kind], rules[kind])]),
  ) as Record<DutyActKind, number>;
}

/** The duty score: the sum of every kind's points. */
export function dutyScore(figures: DutyFigures, rules: DutyScoreRules): number {
  const parts = dutyScoreParts(figures, rules);
  return DUTY_ACT_KINDS.reduce((sum, kind) => sum + parts[kind], 0);
}

/**
 * Whether an evaluation counts as on time: given no later than the window's end. A reply without an
 * approval time (never happens for an evaluated reply) counts as on time.
 */
export function evaluationOnTime(evaluatedAt: string, windowEndsAt: string | null): boolean {
  return windowEndsAt === null || evaluatedAt <= windowEndsAt;
}

/** Each kind's name as the record, the rules and the yearly report print it. */
export const DUTY_ACT_LABELS: Record<DutyActKind, Record<'zh-CN' | 'en', string>> = {
  led: { 'zh-CN': '领衔提案', en: 'Proposals led' },
  cosigned: { 'zh-CN': '联名提案', en: 'Proposals co-signed' },
  registered: { 'zh-CN': '立案', en: 'Registered' },
  notRegistered: { 'zh-CN': '不予立案', en: 'Not registered' },
  key: { 'zh-CN': '重点提案', en: 'Key proposals' },
  excellent: { 'zh-CN': '优秀提案', en: 'Excellent proposals' },
  evaluationOnTime: { 'zh-CN': '按时评价答复', en: 'Replies evaluated on time' },
  evaluationLate: { 'zh-CN': '逾期评价答复', en: 'Replies evaluated late' },
  consultation: { 'zh-CN': '参加办理面商', en: 'Consultations attended' },
  supervision: { 'zh-CN': '提案受督办', en: 'Supervision activities' },
  clueAdopted: { 'zh-CN': '采纳社情民意线索', en: 'Clues adopted' },
};
