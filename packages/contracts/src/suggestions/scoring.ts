import type { Language } from '../messages';

/**
 * Units and category suggested from the office's own history (issue 28 §4): the rules, as pure functions
 * the server's live suggestions, the replay report and the bench share.
 *
 * Input is the history as it stood at a moment (the assignment being prepared, or — in the replay — the
 * moment a past proposal was assigned): the earlier proposals most alike in content (the 查重 index's
 * overlap, 0–100), the units each was given and whether a unit was taken off it (调整), and each unit's
 * record (replies on time, members' satisfaction). Decisions written down here:
 * - a unit's support is the overlap-weighted count of similar proposals it handled (a 会办 co-unit counts
 *   half); each similar proposal it was adjusted away from counts against it with the same weight;
 * - the proposer's own suggested units get a fixed support (MEMBER_SUPPORT), so they rank among, not
 *   above, units with a strong history;
 * - the record scales the support between 0.5 and 1: half on replies on time, half on members satisfied
 *   (满意 or 基本满意 with the result), each smoothed (one on time and one late assumed), so a unit with
 *   no record is neither favoured nor punished much;
 * - a unit whose support is not above zero is not suggested;
 * - replay hits: top-k is a hit when one of the first k suggested units is among the final units
 *   (tasks not cancelled) of the proposal.
 */

export const SUGGESTION_RULES = {
  /** Similar proposals below this overlap (per cent) say nothing about the topic. */
  minOverlap: 20,
  /** Similar proposals considered per suggestion. */
  similarCount: 20,
  /** Suggestions answered. */
  limit: 8,
  /** A 会办 co-unit's share of a similar proposal. */
  coWeight: 0.5,
  /** What one adjustment away costs, in the same weight. */
  adjustedPenalty: 1,
  /** The proposer's own suggestion, as if it had handled a half-alike proposal. */
  memberSupport: 0.5,
} as const;

export type SuggestionHistoryRole = 'lead' | 'separate' | 'co';

/** An earlier proposal alike in content, with its units as they were at the moment. */
export interface SuggestionCase {
  proposalId: string;
  /** 0–100. */
  overlap: number;
  categoryCode: string | null;
  units: { unitId: string; role: SuggestionHistoryRole; adjustedAway: boolean }[];
}

/** A unit's record at the moment: replies (lead or 分办) on time, evaluations of its replies. */
export interface UnitTrackRecord {
  replied: number;
  onTime: number;
  evaluated: number;
  satisfied: number;
}

export const EMPTY_TRACK_RECORD: UnitTrackRecord = { replied: 0, onTime: 0, evaluated: 0, satisfied: 0 };

export interface SuggestedUnitRank {
  unitId: string;
  score: number;
  /** Similar proposals it handled (not adjusted away). */
  similar: number;
  /** Similar proposals it was adjusted away from. */
  adjustedAway: number;
  memberSuggested: boolean;
  record: UnitTrackRecord;
}

const weightOf = (overlap: number) => Math.max(0, Math.min(100, overlap)) / 100;

/** The record's factor, 0.5–1 (see above). */
export function trackRecordFactor(record: UnitTrackRecord): number {
  const onTime = (record.onTime + 1) / (record.replied + 2);
  const satisfied = (record.satisfied + 1) / (record.evaluated + 2);
  return 0.5 + 0.25 * onTime + 0.25 * satisfied;
}

/** Units ranked from the similar cases, the records and the proposer's suggestions; best first. */
export function rankSuggestedUnits(
  cases: readonly SuggestionCase[],
  records: ReadonlyMap<string, UnitTrackRecord>,
  memberSuggested: readonly string[] = [],
): SuggestedUnitRank[] {
  const tally = new Map<string, { support: number; similar: number; adjustedAway: number }>();
  const entry = (unitId: string) => {
    let found = tally.get(unitId);
    if (!found) tally.set(unitId, (found = { support: 0, similar: 0, adjustedAway: 0 }));
    return found;
  };
  for (const item of cases) {
    if (item.overlap < SUGGESTION_RULES.minOverlap) continue;
    const weight = weightOf(item.overlap);
    // A unit appears once per case: its best part (a lead task after an adjustment back counts as lead).
    const parts = new Map<string, { role: SuggestionHistoryRole; adjustedAway: boolean }>();
    for (const unit of item.units) {
      const seen = parts.get(unit.unitId);
      if (!seen || (seen.adjustedAway && !unit.adjustedAway) || (seen.role === 'co' && unit.role !== 'co'))
        parts.set(unit.unitId, { role: unit.role, adjustedAway: unit.adjustedAway });
    }
    for (const [unitId, part] of parts) {
      const found = entry(unitId);
      if (part.adjustedAway) {
        found.support -= weight * SUGGESTION_RULES.adjustedPenalty;
        found.adjustedAway++;
      } else {
        found.support += weight * (part.role === 'co' ? SUGGESTION_RULES.coWeight : 1);
        found.similar++;
      }
    }
  }
  for (const unitId of memberSuggested) entry(unitId).support += SUGGESTION_RULES.memberSupport;
  const ranked: SuggestedUnitRank[] = [];
  for (const [unitId, found] of tally) {
    if (found.support <= 0) continue;
    const record = records.get(unitId) ?? EMPTY_TRACK_RECORD;
    ranked.push({
      unitId,
      score: Math.round(found.support * trackRecordFactor(record) * 1000) / 1000,
      similar: found.similar,
      adjustedAway: found.adjustedAway,
      memberSuggested: memberSuggested.includes(unitId),
      record,
    });
  }
  return ranked
    .sort((a, b) => b.score - a.score || b.similar - a.similar || a.unitId.localeCompare(b.unitId))
    .slice(0, SUGGESTION_RULES.limit);
}

const percent = (part: number, whole: number) => Math.round((100 * part) / whole);

/** Why a unit is suggested, in one line of the caller's language, from its figures. */
export function suggestedUnitReason(
  unit: Omit<SuggestedUnitRank, 'unitId' | 'score'>,
  language: Language,
): string {
  const { record } = unit;
  if (language === 'en') {
    const parts: string[] = [];
    if (unit.memberSuggested) parts.push('suggested by the proposer');
    if (unit.similar > 0 || !unit.memberSuggested)
      parts.push(unit.similar === 1 ? 'handled 1 similar' : `handled ${unit.similar} similar`);
    parts.push(
      unit.adjustedAway === 0 ? 'never adjusted away' : `adjusted away from ${unit.adjustedAway} similar`,
    );
    parts.push(
      record.replied === 0 ? 'no replies yet' : `${percent(record.onTime, record.replied)} % on time`,
    );
    if (record.evaluated > 0) parts.push(`members satisfied with ${record.satisfied} of ${record.evaluated}`);
    return parts.join('; ');
  }
  const parts: string[] = [];
  if (unit.memberSuggested) parts.push('提案人建议');
  if (unit.similar > 0 || !unit.memberSuggested) parts.push(`办理过${unit.similar}件相似提案`);
  parts.push(unit.adjustedAway === 0 ? '从未被调整' : `相似提案中被调整${unit.adjustedAway}次`);
  parts.push(record.replied === 0 ? '尚无答复' : `按时答复${percent(record.onTime, record.replied)}%`);
  if (record.evaluated > 0) parts.push(`委员满意${record.satisfied}/${record.evaluated}`);
  return parts.join('；');
}

export interface SuggestedCategoryRank {
  code: string;
  score: number;
  /** Similar proposals registered in it, of `of` similar ones with a category. */
  similar: number;
  of: number;
  memberChosen: boolean;
}

/** Categories ranked from the similar cases' categories and the proposer's choice; best first. */
export function rankSuggestedCategories(
  cases: readonly SuggestionCase[],
  memberChosen: string | null,
): SuggestedCategoryRank[] {
  const counted = cases.filter(
    (item) => item.overlap >= SUGGESTION_RULES.minOverlap && item.categoryCode !== null,
  );
  const tally = new Map<string, { score: number; similar: number }>();
  for (const item of counted) {
    const found = tally.get(item.categoryCode!) ?? { score: 0, similar: 0 };
    found.score += weightOf(item.overlap);
    found.similar++;
    tally.set(item.categoryCode!, found);
  }
  if (memberChosen) {
    const found = tally.get(memberChosen) ?? { score: 0, similar: 0 };
    found.score += SUGGESTION_RULES.memberSupport;
    tally.set(memberChosen, found);
  }
  return [...tally]
    .map(([code, found]) => ({
      code,
      score: Math.round(found.score * 1000) / 1000,
      similar: found.similar,
      of: counted.length,
      memberChosen: code === memberChosen,
    }))
    .sort((a, b) => b.score - a.score || b.similar - a.similar || a.code.localeCompare(b.code));
}

/** Why a category is suggested, in one line. */
export function suggestedCategoryReason(
  category: Omit<SuggestedCategoryRank, 'code' | 'score'>,
  language: Language,
) {
  const parts: string[] = [];
  if (language === 'en') {
    if (category.memberChosen) parts.push('chosen by the proposer');
    if (category.of > 0) parts.push(`${category.similar} of ${category.of} similar proposals filed here`);
    return parts.join('; ');
  }
  if (category.memberChosen) parts.push('提案人所选');
  if (category.of > 0) parts.push(`${category.of}件相似提案中${category.similar}件归入此类`);
  return parts.join('；');
}

/** Whether the first and the first three suggested units include one of the final units. */
export function suggestionReplayHits(suggested: readonly string[], finalUnits: readonly string[]) {
  const final = new Set(finalUnits);
  return {
    top1: suggested.slice(0, 1).some((id) => final.has(id)),
    top3: suggested.slice(0, 3).some((id) => final.has(id)),
  };
}
