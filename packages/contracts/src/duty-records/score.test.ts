import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DUTY_SCORE_RULES,
  DUTY_ACT_KINDS,
  dutyKindPoints,
  dutyScore,
  dutyScoreParts,
  dutyScoreRulesSchema,
  emptyDutyFigures,
  evaluationOnTime,
} from './score';

describe('duty score rules', () => {
  it('counts Minhang’s points by default: 15 led, 3 co-signed, +15 key, +10 excellent', () => {
    const figures = { ...emptyDutyFigures(), led: 2, cosigned: 4, key: 1, excellent: 1 };
    expect(dutyScore(figures, DEFAULT_DUTY_SCORE_RULES)).toBe(2 * 15 + 4 * 3 + 15 + 10);
  });

  it('holds a kind within its cap, both ways', () => {
    expect(dutyKindPoints(20, { points: 3, cap: 30 })).toBe(30);
    expect(dutyKindPoints(9, { points: 3, cap: 30 })).toBe(27);
    expect(dutyKindPoints(5, { points: -4, cap: 10 })).toBe(-10);
    expect(dutyKindPoints(100, { points: 15, cap: null })).toBe(1500);
  });

  it('gives each kind its points and sums them', () => {
    const figures = { ...emptyDutyFigures(), cosigned: 20, evaluationOnTime: 3 };
    const parts = dutyScoreParts(figures, DEFAULT_DUTY_SCORE_RULES);
    expect(parts.cosigned).toBe(30);
    expect(parts.evaluationOnTime).toBe(6);
    expect(parts.led).toBe(0);
    expect(dutyScore(figures, DEFAULT_DUTY_SCORE_RULES)).toBe(36);
  });

  it('changes the score when a rule changes', () => {
    const figures = { ...emptyDutyFigures(), led: 3 };
    const rules = { ...DEFAULT_DUTY_SCORE_RULES, led: { points: 20, cap: 50 } };
    expect(dutyScore(figures, DEFAULT_DUTY_SCORE_RULES)).toBe(45);
    expect(dutyScore(figures, rules)).toBe(50);
  });

  it('accepts the default and refuses points or caps out of range with message keys', () => {
    expect(dutyScoreRulesSchema.parse(DEFAULT_DUTY_SCORE_RULES)).toEqual(DEFAULT_DUTY_SCORE_RULES);
    const bad = dutyScoreRulesSchema.safeParse({
      ...DEFAULT_DUTY_SCORE_RULES,
      led: { points: 1.5, cap: null },
      key: { points: 5, cap: -1 },
    });
    expect(bad.success).toBe(false);
    const messages = bad.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(messages).toEqual([
      ['led.points', 'dutyRecords.pointsInvalid'],
      ['key.cap', 'dutyRecords.capInvalid'],
    ]);
    expect(Object.keys(DEFAULT_DUTY_SCORE_RULES)).toEqual([...DUTY_ACT_KINDS]);
  });

  it('counts an evaluation on time up to the window’s end', () => {
    expect(evaluationOnTime('2026-03-01T00:00:00.000Z', '2026-03-01T00:00:00.000Z')).toBe(true);
    expect(evaluationOnTime('2026-03-02T00:00:00.000Z', '2026-03-01T00:00:00.000Z')).toBe(false);
    expect(evaluationOnTime('2026-03-02T00:00:00.000Z', null)).toBe(true);
  });
});
