import { describe, expect, it } from 'vitest';
import {
  suggestedCategoryReason,
  rankSuggestedCategories,
  rankSuggestedUnits,
  trackRecordFactor,
  suggestionReplayHits,
  suggestedUnitReason,
  type SuggestionCase,
  type UnitTrackRecord,
} from './scoring';

const handled = (proposalId: string, overlap: number, unitId: string, extra: SuggestionCase['units'] = []) =>
  ({
    proposalId,
    overlap,
    categoryCode: 'eco',
    units: [{ unitId, role: 'lead', adjustedAway: false }, ...extra],
  }) satisfies SuggestionCase;

describe('rankSuggestedUnits', () => {
  it('ranks by overlap-weighted similar proposals handled', () => {
    const ranked = rankSuggestedUnits(
      [handled('a', 80, 'u1'), handled('b', 60, 'u1'), handled('c', 90, 'u2')],
      new Map(),
    );
    expect(ranked.map((unit) => [unit.unitId, unit.similar])).toEqual([
      ['u1', 2],
      ['u2', 1],
    ]);
  });

  it('counts an adjustment away against the unit', () => {
    const adjusted = (id: string) =>
      handled(id, 70, 'u2', [{ unitId: 'u1', role: 'lead', adjustedAway: true }]);
    const ranked = rankSuggestedUnits(
      [handled('a', 70, 'u1'), adjusted('b'), handled('c', 50, 'u2')],
      new Map(),
    );
    expect(ranked[0]).toMatchObject({ unitId: 'u2', similar: 2, adjustedAway: 0 });
    // u1: +0.7 −0.7 = 0: not suggested at all.
    expect(ranked.map((unit) => unit.unitId)).toEqual(['u2']);
    const once = rankSuggestedUnits([handled('a', 90, 'u1'), adjusted('b')], new Map());
    expect(once.find((unit) => unit.unitId === 'u1')).toMatchObject({ similar: 1, adjustedAway: 1 });
  });

  it('ignores proposals below the minimum overlap and weighs co-units half', () => {
    const ranked = rankSuggestedUnits(
      [handled('a', 10, 'u9'), handled('b', 60, 'u1', [{ unitId: 'u2', role: 'co', adjustedAway: false }])],
      new Map(),
    );
    expect(ranked.map((unit) => unit.unitId)).toEqual(['u1', 'u2']);
    expect(ranked[1]!.score).toBeCloseTo(ranked[0]!.score / 2);
  });

  it('lets the record decide between equal histories', () => {
    const good: UnitTrackRecord = { replied: 10, onTime: 10, evaluated: 5, satisfied: 5 };
    const poor: UnitTrackRecord = { replied: 10, onTime: 2, evaluated: 5, satisfied: 1 };
    const ranked = rankSuggestedUnits(
      [handled('a', 60, 'u1'), handled('b', 60, 'u2')],
      new Map([
        ['u1', poor],
        ['u2', good],
      ]),
    );
    expect(ranked.map((unit) => unit.unitId)).toEqual(['u2', 'u1']);
    expect(trackRecordFactor(good)).toBeGreaterThan(trackRecordFactor(poor));
    expect(trackRecordFactor({ replied: 0, onTime: 0, evaluated: 0, satisfied: 0 })).toBe(0.75);
  });

  it("adds the proposer's suggestion without history", () => {
    const ranked = rankSuggestedUnits([], new Map(), ['u5']);
    expect(ranked).toMatchObject([{ unitId: 'u5', memberSuggested: true, similar: 0 }]);
  });
});

describe('reasons', () => {
  const unit = {
    similar: 3,
    adjustedAway: 0,
    memberSuggested: false,
    record: { replied: 12, onTime: 11, evaluated: 4, satisfied: 4 },
  };
  it('say why in one line, in either language', () => {
    expect(suggestedUnitReason(unit, 'zh-CN')).toBe(
      '办理过3件相似提案；从未被调整；按时答复92%；委员满意4/4',
    );
    expect(suggestedUnitReason(unit, 'en')).toBe(
      'handled 3 similar; never adjusted away; 92 % on time; members satisfied with 4 of 4',
    );
    const other = { ...unit, adjustedAway: 2, memberSuggested: true, similar: 0 };
    expect(
      suggestedUnitReason({ ...other, record: { ...unit.record, replied: 0, evaluated: 0 } }, 'zh-CN'),
    ).toBe('提案人建议；相似提案中被调整2次；尚无答复');
  });
  it('name the category share', () => {
    const ranked = rankSuggestedCategories(
      [
        { ...handled('a', 80, 'u1'), categoryCode: 'eco' },
        { ...handled('b', 50, 'u1'), categoryCode: 'eco' },
        { ...handled('c', 90, 'u1'), categoryCode: 'edu' },
      ],
      'edu',
    );
    expect(ranked.map((item) => item.code)).toEqual(['edu', 'eco']);
    expect(suggestedCategoryReason(ranked[1]!, 'zh-CN')).toBe('3件相似提案中2件归入此类');
    expect(suggestedCategoryReason(ranked[0]!, 'en')).toBe(
      'chosen by the proposer; 1 of 3 similar proposals filed here',
    );
  });
});

describe('suggestionReplayHits', () => {
  it('counts a hit when a final unit is first or among the first three', () => {
    expect(suggestionReplayHits(['a', 'b', 'c'], ['a'])).toEqual({ top1: true, top3: true });
    expect(suggestionReplayHits(['a', 'b', 'c'], ['c'])).toEqual({ top1: false, top3: true });
    expect(suggestionReplayHits(['a', 'b', 'c', 'd'], ['d'])).toEqual({ top1: false, top3: false });
    expect(suggestionReplayHits([], ['d'])).toEqual({ top1: false, top3: false });
  });
});
