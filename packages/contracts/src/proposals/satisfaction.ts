import type { Language } from '../messages';

/**
 * Evaluation of replies (issue 7): each signer judges each approved reply of the round — the unit's
 * attitude and the result, 满意 / 基本满意 / 不满意 — says whether the unit contacted them, and explains
 * a 不满意 in a comment.
 *
 * Schema-free (the schemas are in `evaluations.ts`): the statistics page and the review cards render these
 * labels in their first screen without loading zod.
 */
export const SATISFACTION = ['satisfied', 'basically_satisfied', 'unsatisfied'] as const;
export type Satisfaction = (typeof SATISFACTION)[number];

/** 满意 / 基本满意 / 不满意 as the screens and the event log name them. */
export const SATISFACTION_LABELS: Record<Satisfaction, Record<Language, string>> = {
  satisfied: { 'zh-CN': '满意', en: 'Satisfied' },
  basically_satisfied: { 'zh-CN': '基本满意', en: 'Basically satisfied' },
  unsatisfied: { 'zh-CN': '不满意', en: 'Unsatisfied' },
};

export const EVALUATION_COMMENT_MAX = 2000;
