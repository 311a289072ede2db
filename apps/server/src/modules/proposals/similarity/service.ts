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
import { workflowSettingsService } from '../../workflow-settings/service';
import { loadVisible } from '../context';
import { isStaff } from '../repository';
import { allBigrams, bigramSet, excerptAround, jaccard, markShared, overlapPercent, probes } from './grams';
import {
  approvedReplies,
  candidateIds,
  candidateRows,
  currentSessionId,
  ownIds,
  unitNamesOf,
  type CandidateRow,
  type Exclusions,
} from './repository';

/** How many probes a draft sends to the gram index, and how many candidates are compared precisely. */
const PROBES = 16;
const CANDIDATES = 150;
/** The caller's own proposals compared whatever the index ranks (a member has a few dozen at most). */
const OWN = 60;
/** Characters of an item's text shown around its shared passages. */
const EXCERPT = 160;
/** A draft shorter than this (letters and digits) is not searched yet. */
const MIN_DRAFT = 4;

/**
 * Where candidates come from, each a function of the draft: the gram index over proposals (published ones
 * and those the caller may open), and the caller's own proposals. The clue library (modules/clues) plugs in
 * here as one more source returning items of source `clue`.
 */
const SOURCES = ['indexed-proposals', 'own-proposals'] as const;

const fullText = (row: { title: string; analysis: string; suggestions: string }) =>
  `${row.title}\n${row.analysis}\n${row.suggestions}`;

function sourceOf(row: CandidateRow): SimilaritySource {
  if (row.signed) return 'own';
  if (row.isVisible) return 'committee';
  return 'published';
}

interface Scored {
  row: CandidateRow;
  overlap: number;
  jaccard: number;
}

function score(rows: readonly CandidateRow[], draft: ReadonlySet<string>): Scored[] {
  return rows
    .map((row) => {
      const grams = bigramSet(fullText(row));
      return { row, overlap: overlapPercent(draft, grams), jaccard: jaccard(draft, grams) };
    })
    .filter((item) => item.overlap > 0)
    .sort((a, b) => b.overlap - a.overlap || b.jaccard - a.jaccard || a.row.id.localeCompare(b.row.id));
}

export function similarityService(db: Kysely<DB>, dialect: 'sqlite' | 'postgres') {
  /** Units and replies of the shown items, and the excerpt with the shared passages marked. */
  async function present(scored: readonly Scored[], draftText: string): Promise<SimilarItem[]> {
    const ids = scored.map((item) => item.row.id);
    const publicOnly = new Set(scored.filter((item) => !item.row.isVisible).map((item) => item.row.id));
    const [units, replies] = await Promise.all([unitNamesOf(db, ids), approvedReplies(db, ids, publicOnly)]);
    const draftGrams = allBigrams(draftText);
    return scored.map(({ row, overlap }) => {
      const reply = replies.find((candidate) => candidate.proposalId === row.id);
      return {
        id: row.id,
        source: sourceOf(row),
        title: row.title,
        number: row.number === null ? null : Number(row.number),
        sessionName: row.sessionName,
        state: row.state as ProposalState,
        overlap,
        excerpt: excerptAround(markShared(`${row.analysis}\n${row.suggestions}`, draftGrams), EXCERPT),
        unitNames: [...new Set(units.filter((unit) => unit.proposalId === row.id).map((unit) => unit.name))],
        reply: reply ? { resultClass: reply.resultClass, summary: replySummary(reply.body) } : null,
      };
    });
  }

  return {
    /** The editor's check: the closest earlier work to the draft as typed so far. */
    async similar(caller: Caller, body: SimilarBody): Promise<SimilarResult> {
      const draftText = fullText(body);
      const draft = bigramSet(draftText);
      if (draft.size < MIN_DRAFT - 1) return { items: [] };
      // The draft's session: its own when it is saved (and the caller may open it), else the current one.
      const edited = body.excludeId
        ? await loadVisible(db, body.excludeId, caller).catch(() => undefined)
        : undefined;
      const exclude: Exclusions = {
        id: body.excludeId,
        sessionId: edited?.sessionId ?? (await currentSessionId(db)),
      };
      const found: Record<(typeof SOURCES)[number], Promise<string[]>> = {
        'indexed-proposals': candidateIds(
          db,
          dialect,
          probes(body.title, `${body.analysis}\n${body.suggestions}`, PROBES),
          draftText,
          { caller, exclude },
          CANDIDATES,
        ),
        'own-proposals': caller.roles.includes('members')
          ? ownIds(db, caller, exclude, OWN)
          : Promise.resolve([]),
      };
      const ids = new Set((await Promise.all(SOURCES.map((source) => found[source]))).flat());
      const rows = await candidateRows(db, [...ids], caller);
      const best = score(rows, draft).slice(0, SIMILAR_LIMIT);
      return { items: await present(best, draftText) };
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
      const ids = await candidateIds(
        db,
        dialect,
        probes(proposal.title, `${proposal.analysis}\n${proposal.suggestions}`, PROBES),
        text,
        {
          caller,
          exclude: { id: proposal.id, sessionId: undefined },
          sessionId: proposal.sessionId,
          states: ['submitted', 'registered'],
        },
        CANDIDATES,
      );
      const rows = await candidateRows(db, ids, caller);
      const best = score(rows, bigramSet(text))
        .filter((item) => item.overlap >= threshold && item.row.isVisible)
        .slice(0, SIMILAR_LIMIT);
      const items = await present(best, text);
      return {
        threshold,
        items: items.map((item, index) => ({
          ...item,
          version: best[index]!.row.version,
          analysis: best[index]!.row.analysis,
          suggestions: best[index]!.row.suggestions,
        })),
      };
    },
  };
}
