import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ASSESSMENT_RULES,
  assessmentRulesSchema,
  assessmentScore,
  rankAssessedUnits,
  type AssessmentRules,
} from './assessment';
import type { UnitFiguresRow } from './figures';

const row = (name: string, patch: Partial<UnitFiguresRow> = {}): UnitFiguresRow => ({
  unit: { id: name, name },
  assigned: 4,
  signedInTime: 4,
  replied: 4,
  repliedOnTime: 4,
  consulted: 4,
  urges: 0,
  classes: {},
  evaluations: 2,
  attitudeSatisfied: 2,
  resultSatisfied: 2,
  rehandled: 0,
  ...patch,
});

describe('units assessment score', () => {
  it('gives a unit that did everything in time 100, and weighs each part', () => {
    expect(assessmentScore(row('甲'), DEFAULT_ASSESSMENT_RULES).score).toBe(100);
    // Half replied on time: 40 × 0.5 off a total weight of 100.
    expect(assessmentScore(row('乙', { repliedOnTime: 2 }), DEFAULT_ASSESSMENT_RULES).score).toBe(80);
  });

  it('leaves out a part with nothing to divide yet, and takes points off per re-handling and urge', () => {
    // Nothing replied, nothing evaluated: only sign-for (10) and on-time reply (40, 0 of 4) count.
    const waiting = row('丙', {
      replied: 0,
      repliedOnTime: 0,
      consulted: 0,
      evaluations: 0,
      attitudeSatisfied: 0,
      resultSatisfied: 0,
    });
    expect(assessmentScore(waiting, DEFAULT_ASSESSMENT_RULES).score).toBe(20);
    const urged = assessmentScore(row('丁', { urges: 3, rehandled: 1 }), DEFAULT_ASSESSMENT_RULES);
    expect(urged).toEqual({ score: 89, base: 100, penalty: 11 });
    expect(assessmentScore(row('戊', { urges: 60 }), DEFAULT_ASSESSMENT_RULES).score).toBe(0);
  });

  it('ranks by score, equal scores sharing a rank, and a changed rule changes the ranking', () => {
    const rows = [
      row('甲', { consulted: 0 }),
      row('乙', { urges: 2 }),
      row('丙', { urges: 2 }),
      row('丁', { assigned: 0, signedInTime: 0, repliedOnTime: 0, replied: 0, consulted: 0 }),
    ];
    const ranked = rankAssessedUnits(rows, DEFAULT_ASSESSMENT_RULES);
    expect(ranked.map((item) => [item.figures.unit.name, item.rank, item.score])).toEqual([
      // Equal scores by name in Chinese order (pinyin: bing before yi).
      ['丙', 1, 96],
      ['乙', 1, 96],
      ['甲', 3, 80],
    ]);
    const noConsultation: AssessmentRules = { ...DEFAULT_ASSESSMENT_RULES, consultedWeight: 0 };
    expect(rankAssessedUnits(rows, noConsultation).map((item) => item.figures.unit.name)).toEqual([
      '甲',
      '丙',
      '乙',
    ]);
  });

  it('refuses rules without any weight, naming a field', () => {
    const result = assessmentRulesSchema.safeParse({
      ...DEFAULT_ASSESSMENT_RULES,
      signedInTimeWeight: 0,
      repliedOnTimeWeight: 0,
      consultedWeight: 0,
      satisfactionWeight: 0,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['repliedOnTimeWeight'],
      message: 'unitAssessment.weightsZero',
    });
    expect(assessmentRulesSchema.safeParse({ ...DEFAULT_ASSESSMENT_RULES, urgePenalty: 0.3 }).success).toBe(
      false,
    );
  });
});
