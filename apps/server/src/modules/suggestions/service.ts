import {
  suggestedCategoryReason,
  rankSuggestedCategories,
  rankSuggestedUnits,
  suggestionReplayHits,
  SUGGESTION_RULES,
  suggestedUnitReason,
  type CategorySuggestions,
  type SuggestionHistoryRole,
  type Language,
  type SuggestedUnitRank,
  type SuggestionCase,
  type SuggestionReplay,
  type UnitTrackRecord,
  type UnitSuggestionItem,
} from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { fromDbJson, nowIso } from '../../db/values';
import type { Caller } from '../auth/guard';
import { loadVisible } from '../proposals/context';
import { compareFingerprints, fingerprintOf, fingerprintText } from '../proposals/similarity/fingerprint';
import { probes } from '../proposals/similarity/grams';
import { candidates } from '../proposals/similarity/check-statements';
import { workflowSettingsService } from '../workflow-settings/service';
import {
  assignedOfSession,
  categoriesOf,
  evaluationsOf,
  finalUnitsOf,
  pastSessions,
  proposalForSuggestions,
  repliesOf,
  tasksAsOf,
  unitNamesOf,
  type SuggestionSubject,
} from './repository';

/**
 * Units and category suggested from the office's own history (issue 28 §4). The earlier proposals alike
 * in content come from 查重's gram index and fingerprints (modules/proposals/similarity), limited to what
 * the caller may open and to what had been assigned (or registered) before the moment asked about; what
 * they were given, adjustments and the units' records as of that moment; the scoring and the reasons are
 * the contract's pure functions (contracts/src/suggestions/scoring.ts).
 */

/** Probes sent to the gram index and candidates compared precisely (as the editor's check). */
const PROBES = 10;
const CANDIDATES = 200;

const num = (value: number | string | null | undefined) => Number(value ?? 0);

/** The replay's picks: up to `sample` rows spread evenly over the list, in its order. */
export function spread<T>(rows: readonly T[], sample: number): T[] {
  if (rows.length <= sample) return [...rows];
  return Array.from({ length: sample }, (_, index) => rows[Math.floor((index * rows.length) / sample)]!);
}

export function suggestionsService(db: Kysely<DB>, dialect: 'sqlite' | 'postgres') {
  /** The earlier proposals most alike, assigned (or registered) before `before`, with overlap 0–100. */
  async function alike(
    subject: SuggestionSubject,
    caller: Caller,
    column: 'assignedAt' | 'registeredAt',
    before: string,
  ) {
    const draft = fingerprintOf(fingerprintText(subject.title, subject.analysis, subject.suggestions));
    const found = await candidates(
      db,
      dialect,
      probes(subject.title, `${subject.analysis}\n${subject.suggestions}`, PROBES),
      {
        caller,
        exclude: { id: subject.id, sessionId: undefined },
        rule: 'visible',
        before: { column, time: before },
      },
      CANDIDATES,
    );
    const seen = new Set<string>();
    return found
      .filter((candidate) => !seen.has(candidate.id) && seen.add(candidate.id))
      .map((candidate) => ({ id: candidate.id, ...compareFingerprints(draft, candidate.grams) }))
      .filter((item) => item.overlap >= SUGGESTION_RULES.minOverlap)
      .sort((a, b) => b.overlap - a.overlap || b.jaccard - a.jaccard || a.id.localeCompare(b.id))
      .slice(0, SUGGESTION_RULES.similarCount);
  }

  /** The similar cases with their units as they stood at `before`. */
  async function unitCases(subject: SuggestionSubject, caller: Caller, before: string) {
    const similar = await alike(subject, caller, 'assignedAt', before);
    const tasks = await tasksAsOf(
      db,
      similar.map((item) => item.id),
      before,
    );
    return similar.map((item): SuggestionCase => ({
      proposalId: item.id,
      overlap: item.overlap,
      categoryCode: null,
      units: tasks
        .filter((task) => task.proposalId === item.id)
        // A task cancelled otherwise than by an adjustment (a withdrawal) says nothing about the unit.
        .filter((task) => Boolean(task.adjustedAway) || !task.cancelled)
        .map((task) => ({
          unitId: task.unitId,
          role: task.role as SuggestionHistoryRole,
          adjustedAway: Boolean(task.adjustedAway),
        })),
    }));
  }

  async function records(unitIds: readonly string[], before: string) {
    const [replies, evaluations] = await Promise.all([
      repliesOf(db, unitIds, before),
      evaluationsOf(db, unitIds, before),
    ]);
    const map = new Map<string, UnitTrackRecord>();
    for (const unitId of unitIds) {
      const replied = replies.find((row) => row.unitId === unitId);
      const judged = evaluations.find((row) => row.unitId === unitId);
      map.set(unitId, {
        replied: num(replied?.replied),
        onTime: num(replied?.onTime),
        evaluated: num(judged?.evaluated),
        satisfied: num(judged?.satisfied),
      });
    }
    return map;
  }

  /** Units ranked for a proposal from the history before `before`. */
  async function rankedUnits(subject: SuggestionSubject, caller: Caller, before: string) {
    const cases = await unitCases(subject, caller, before);
    const memberSuggested = fromDbJson<string[]>(subject.suggestedUnitIds);
    const unitIds = [
      ...new Set([...cases.flatMap((item) => item.units.map((unit) => unit.unitId)), ...memberSuggested]),
    ];
    return rankSuggestedUnits(cases, await records(unitIds, before), memberSuggested);
  }

  async function rankedCategories(
    subject: SuggestionSubject,
    caller: Caller,
    before: string,
    memberChosen: string | null,
  ) {
    const similar = await alike(subject, caller, 'registeredAt', before);
    const categories = await categoriesOf(
      db,
      similar.map((item) => item.id),
    );
    const cases = similar.map((item): SuggestionCase => ({
      proposalId: item.id,
      overlap: item.overlap,
      categoryCode: categories.find((row) => row.id === item.id)?.categoryCode ?? null,
      units: [],
    }));
    return rankSuggestedCategories(cases, memberChosen);
  }

  async function subjectOf(id: string, caller: Caller): Promise<SuggestionSubject> {
    // THE visibility rule first (404 for what the caller may not open), then the fields used here.
    await loadVisible(db, id, caller);
    const subject = await proposalForSuggestions(db, id);
    if (!subject) throw new Error(`proposal ${id} vanished`);
    return subject;
  }

  const present = async (ranked: SuggestedUnitRank[], language: Language): Promise<UnitSuggestionItem[]> => {
    const names = await unitNamesOf(
      db,
      ranked.map((unit) => unit.unitId),
    );
    return ranked.flatMap((unit) => {
      const name = names.find((row) => row.id === unit.unitId)?.name;
      if (name === undefined) return [];
      return [
        {
          id: unit.unitId,
          name,
          source: unit.memberSuggested ? 'member' : 'similar',
          count: unit.similar,
          adjustedAway: unit.adjustedAway,
          score: unit.score,
          reason: suggestedUnitReason(unit, language),
        },
      ];
    });
  };

  return {
    /** Units for the assignment being prepared now, best first, each with its reason. */
    async units(id: string, caller: Caller, language: Language): Promise<UnitSuggestionItem[]> {
      const subject = await subjectOf(id, caller);
      return present(await rankedUnits(subject, caller, nowIso()), language);
    },

    /** Categories for 立案 now, best first: the proposer's choice and similar registered proposals'. */
    async categories(id: string, caller: Caller, language: Language): Promise<CategorySuggestions> {
      const subject = await subjectOf(id, caller);
      const [ranked, settings] = await Promise.all([
        rankedCategories(subject, caller, nowIso(), subject.categoryCode),
        workflowSettingsService(db).get(),
      ]);
      return {
        items: ranked.flatMap((item) => {
          const category = settings.categories.find((option) => option.code === item.code);
          if (!category) return [];
          return [
            {
              ...item,
              name: language === 'en' ? category.en : category.zh,
              reason: suggestedCategoryReason(item, language),
            },
          ];
        }),
      };
    },

    /**
     * The replay report: each past session's assigned proposals (up to `sample`, spread over the session)
     * ranked from the history before their own assignment, against their final units; the category from
     * the history before their registration (without the proposer's choice, which registration overwrote).
     */
    async replay(caller: Caller, sample: number): Promise<SuggestionReplay> {
      const sessions = await pastSessions(db);
      const out: SuggestionReplay['sessions'] = [];
      for (const session of sessions) {
        const rows = await assignedOfSession(db, session.id);
        const picked = spread(rows, sample);
        const finals = await finalUnitsOf(
          db,
          picked.map((row) => row.id),
        );
        const figures = { top1: 0, top3: 0, categoryTop1: 0, none: 0 };
        for (const row of picked) {
          const subject = await proposalForSuggestions(db, row.id);
          if (!subject || !subject.assignedAt) continue;
          const ranked = await rankedUnits(subject, caller, subject.assignedAt);
          const hits = suggestionReplayHits(
            ranked.map((unit) => unit.unitId),
            finals.filter((task) => task.proposalId === row.id).map((task) => task.unitId),
          );
          if (ranked.length === 0) figures.none++;
          if (hits.top1) figures.top1++;
          if (hits.top3) figures.top3++;
          if (subject.registeredAt && subject.categoryCode) {
            const [first] = await rankedCategories(subject, caller, subject.registeredAt, null);
            if (first?.code === subject.categoryCode) figures.categoryTop1++;
          }
        }
        out.push({
          sessionId: session.id,
          name: session.name,
          total: rows.length,
          replayed: picked.length,
          ...figures,
        });
      }
      return { sample, sessions: out };
    },
  };
}
