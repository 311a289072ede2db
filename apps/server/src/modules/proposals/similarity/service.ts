import {
  replySummary,
  SIMILAR_LIMIT,
  type MergeSuggestions,
  type ProposalState,
  type SimilarBody,
  type SimilarItem,
  type SimilarResult,
  type SimilaritySource,
} from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import type { Caller } from '../../auth/guard';
import { clueSimilaritySource } from '../../clues/similarity-source';
import { workflowSettingsService } from '../../workflow-settings/service';
import { loadVisible } from '../context';
import { isStaff } from '../repository';
import { closest, compareFingerprints, fingerprintOf, type Score } from './fingerprint';
import { gramFrequencies } from './gram-frequencies';
import { allBigrams, excerptAround, markShared, probes } from './grams';
import { candidateRows, candidates, type CandidateRow } from './check-statements';
import { CURRENT_SESSION, unitNamesIn, type Candidate, type Exclusions } from './repository';

/**
 * How many probes a draft sends to the gram index, and how many candidates are compared precisely. Each
 * probe is one index lookup, most of the check's database time: ~0.25 ms at 100,000 proposals on SQLite,
 * but on PostgreSQL a bitmap scan that reads its bigrams' whole posting lists — 14–20 ms a probe at
 * 1,000,000 (bench/RESULTS.md). Chosen among the draft's rarest runs (gram-frequencies.ts), four found the
 * same five closest items as six in all 237 checks of the 79 seed texts pasted with light edits and typed
 * (30 %, 60 %, whole) on both databases at 100,000; every whole text came first at ≥ 80 % with either.
 */
const PROBES = 4;
/**
 * Postings the probes may read together per check (grams.ts `probes`), whatever the archive's size: at
 * 100,000 proposals four probes of a pasted text read ~5,000 (each of its runs is in ~1,270 of the bench's
 * proposals), at 1,000,000 ten times that — 1.7–2 ms of PostgreSQL's bitmap index scan for each 12,661 rows
 * at load 5, plus ~1 ms for the hundred rows' heap pages, per probe. Past it, only the runs rare enough to
 * fit are sent (the first probe always is).
 */
const PROBE_POSTINGS = 20_000;
const CANDIDATES = 200;
/** The caller's own proposals compared whatever the index ranks (a member has a few dozen at most). */
const OWN = 60;
/** Characters of an item's text shown around its shared passages. */
const EXCERPT = 160;
/** A draft shorter than this (letters and digits) is not searched yet. */
const MIN_DRAFT = 4;

/**
 * Where candidates come from, each a function of the draft: proposals (the gram index over published ones
 * and those the caller may open, plus the caller's own) and the clue library (modules/clues: its accepted
 * and adopted clues, for members and staff), whose items are of source `clue`.
 */
const SOURCES = ['proposals', 'clues'] as const;

const fullText = (row: { title: string; analysis: string; suggestions: string }) =>
  `${row.title}\n${row.analysis}\n${row.suggestions}`;

function sourceOf(row: CandidateRow): SimilaritySource {
  if (row.signed) return 'own';
  if (row.isVisible) return 'committee';
  return 'published';
}

/** Each candidate proposal (once) scored against the draft. Fingerprints only: no text is read for this. */
function scored(found: readonly Candidate[], draft: Int32Array): ({ id: string } & Score)[] {
  const seen = new Set<string>();
  return found
    .filter((candidate) => !seen.has(candidate.id) && seen.add(candidate.id))
    .map((candidate) => ({ id: candidate.id, ...compareFingerprints(draft, candidate.grams) }));
}

/** A library clue as shown: no number, session or proposal state, units or reply; its texts' excerpt. */
function clueItem(
  clue: { id: string; title: string; situation: string; suggestion: string },
  overlap: number,
  draftGrams: ReadonlySet<string>,
): SimilarItem {
  return {
    id: clue.id,
    source: 'clue',
    title: clue.title,
    number: null,
    sessionName: '',
    state: null,
    overlap,
    excerpt: excerptAround(markShared(`${clue.situation}\n${clue.suggestion}`, draftGrams), EXCERPT),
    unitNames: [],
    reply: null,
  };
}

export function similarityService(db: Kysely<DB>, dialect: 'sqlite' | 'postgres') {
  /**
   * A text's probes: its rarest runs by the sampled gram counts, within PROBE_POSTINGS (in the sample's
   * unit: one sampled proposal stands for stored / sampled); the unranked probes when the sample failed.
   */
  const probesOf = async (title: string, body: string) => {
    const frequencies = await gramFrequencies(db).catch(() => undefined);
    if (!frequencies) return probes(title, body, PROBES);
    const { count, sampled, stored } = frequencies;
    return probes(title, body, PROBES, count, (PROBE_POSTINGS * sampled) / Math.max(stored, 1));
  };

  /**
   * The chosen items as shown: their rows (with the reply the caller may read and the units), and the chosen
   * library clues' texts side by side, one wait; the excerpt with the shared passages marked.
   */
  async function present(
    chosen: readonly { id: string; overlap: number }[],
    draftText: string,
    caller: Caller,
    clueIds?: ReadonlySet<string>,
  ): Promise<{ item: SimilarItem; row?: CandidateRow }[]> {
    const ids = chosen.map((item) => item.id);
    const [rows, clues] = await Promise.all([
      candidateRows(db, ids, caller),
      clueIds && clueIds.size > 0
        ? clueSimilaritySource(db).texts(
            caller,
            ids.filter((id) => clueIds.has(id)),
          )
        : [],
    ]);
    const draftGrams = allBigrams(draftText);
    return chosen.flatMap(({ id, overlap }) => {
      const clue = clues.find((candidate) => candidate.id === id);
      if (clue) return [{ item: clueItem(clue, overlap, draftGrams) }];
      const row = rows.find((candidate) => candidate.id === id);
      if (!row) return [];
      const item: SimilarItem = {
        id,
        source: sourceOf(row),
        title: row.title,
        number: row.number === null ? null : Number(row.number),
        sessionName: row.sessionName,
        state: row.state as ProposalState,
        overlap,
        excerpt: excerptAround(markShared(`${row.analysis}\n${row.suggestions}`, draftGrams), EXCERPT),
        unitNames: unitNamesIn(row.unitNames),
        reply:
          row.replyBody === null
            ? null
            : { resultClass: row.replyResultClass, summary: replySummary(row.replyBody) },
      };
      return [{ item, row }];
    });
  }

  return {
    /**
     * The editor's check: the closest earlier work to the draft as typed so far. `dropped`: the request
     * was abandoned (a newer keystroke's check replaced it); what is left of the work is skipped.
     */
    async similar(caller: Caller, body: SimilarBody, dropped?: AbortSignal): Promise<SimilarResult> {
      const draftText = fullText(body);
      const draft = fingerprintOf(draftText);
      if (draft.length < MIN_DRAFT - 1 || dropped?.aborted) return { items: [] };
      // The draft's session: its own when it is saved (and the caller may open it), else the current one.
      const [edited, probed] = await Promise.all([
        body.excludeId ? loadVisible(db, body.excludeId, caller).catch(() => undefined) : undefined,
        probesOf(body.title, `${body.analysis}\n${body.suggestions}`),
      ]);
      const exclude: Exclusions = { id: body.excludeId, sessionId: edited?.sessionId ?? CURRENT_SESSION };
      const found: Record<(typeof SOURCES)[number], Promise<({ id: string } & Score)[]>> = {
        proposals: candidates(
          db,
          dialect,
          probed,
          { caller, exclude, rule: 'listable' },
          CANDIDATES,
          caller.roles.includes('members') ? OWN : 0,
        ).then((rows) => scored(rows, draft)),
        clues: clueSimilaritySource(db).scored(caller, draft, SIMILAR_LIMIT),
      };
      const [proposalFound, clueFound] = await Promise.all(SOURCES.map((source) => found[source]));
      // Superseded while the candidates were looked up: nobody will read the rows, units and passages.
      if (dropped?.aborted) return { items: [] };
      const clueIds = new Set((clueFound ?? []).map((clue) => clue.id));
      const all = [...(proposalFound ?? []), ...(clueFound ?? [])];
      const shown = await present(closest(all, SIMILAR_LIMIT), draftText, caller, clueIds);
      return { items: shown.map(({ item }) => item) };
    },

    /**
     * 并案 candidates of a submitted proposal (staff): same-session proposals it could be merged into
     * (submitted or registered, as the merge action requires), at least the setting's percentage alike.
     */
    async mergeSuggestions(caller: Caller, id: string): Promise<MergeSuggestions> {
      const proposal = await loadVisible(db, id, caller);
      const threshold = (await workflowSettingsService(db).get()).mergeSuggestPercent;
      if (!isStaff(caller) || proposal.state !== 'submitted') return { threshold, items: [] };
      const text = fullText(proposal);
      const found = await candidates(
        db,
        dialect,
        await probesOf(proposal.title, `${proposal.analysis}\n${proposal.suggestions}`),
        {
          caller,
          exclude: { id: proposal.id, sessionId: undefined },
          rule: 'visible',
          sessionId: proposal.sessionId,
          states: ['submitted', 'registered'],
        },
        CANDIDATES,
      );
      const chosen = closest(scored(found, fingerprintOf(text)), SIMILAR_LIMIT).filter(
        (item) => item.overlap >= threshold,
      );
      const shown = await present(chosen, text, caller);
      return {
        threshold,
        items: shown.flatMap(({ item, row }) =>
          row
            ? [{ ...item, version: row.version, analysis: row.analysis, suggestions: row.suggestions }]
            : [],
        ),
      };
    },
  };
}
