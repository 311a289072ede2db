import {
  hasAccess,
  authRoles,
  selectionIsVoted,
  selectionActions,
  type SelectionActor,
  type SelectionCandidate,
  type SelectionDetail,
  type SelectionKind,
  type SelectionResultsVisibility,
  type SelectionState,
  type SelectionSummary,
} from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { fromDbBool, fromDbJson } from '../../db/values';
import { notFound } from '../../http/errors';
import type { Caller } from '../auth/guard';
import {
  approvedReplies,
  findSelection,
  listCandidates,
  listSelectionEvents,
  listVoters,
  selectionCounts,
  unitFigures,
  voteCounts,
  voterEntries,
  voterEntry,
  type SelectionRow,
} from './repository';

export const isSelectionStaff = (caller: Caller) => hasAccess(authRoles.staff, caller.roles);

const COUNTED_STATES: readonly SelectionState[] = ['counted', 'decided', 'published'];

/**
 * Whether the caller sees the counts: never while the vote runs (staff included); staff once counted;
 * the voters once counted and members once published, when the rules say `after_period`.
 */
export function countsShownTo(row: SelectionRow, caller: Caller, isVoter: boolean): boolean {
  if (!selectionIsVoted(row.kind as SelectionKind)) return false;
  const state = row.state as SelectionState;
  if (!COUNTED_STATES.includes(state)) return false;
  if (isSelectionStaff(caller)) return true;
  if ((row.resultsVisibility as SelectionResultsVisibility) !== 'after_period') return false;
  return isVoter || state === 'published';
}

/** The selection as the caller may see it (404 otherwise): staff all, voters once open, all once published. */
export async function loadVisibleSelection(db: Kysely<DB>, id: string, caller: Caller) {
  const row = await findSelection(db, id);
  if (!row) throw notFound('error.notFound');
  const entry = await voterEntry(db, id, caller.id);
  if (isSelectionStaff(caller)) return { row, entry };
  if (row.state === 'published') return { row, entry };
  if (entry && row.state !== 'nominating') return { row, entry };
  throw notFound('error.notFound');
}

export async function summaries(
  db: Kysely<DB>,
  rows: readonly SelectionRow[],
  caller: Caller,
): Promise<SelectionSummary[]> {
  const ids = rows.map((row) => row.id);
  const [counts, mine] = await Promise.all([selectionCounts(db, ids), voterEntries(db, ids, caller.id)]);
  const myVotes = new Map(mine.map((entry) => [entry.selectionId, entry.votedAt]));
  return rows.map((row) => {
    const count = counts.get(row.id) ?? { candidates: 0, voters: 0, voted: 0 };
    return {
      id: row.id,
      sessionId: row.sessionId,
      sessionName: row.sessionName,
      kind: row.kind as SelectionKind,
      title: row.title,
      state: row.state as SelectionState,
      quota: row.quota,
      votesPerVoter: row.votesPerVoter,
      votingOpensAt: row.votingOpensAt,
      votingClosesAt: row.votingClosesAt,
      resultsVisibility: row.resultsVisibility as SelectionResultsVisibility,
      decisionDate: row.decisionDate,
      decisionNote: row.decisionNote,
      publishedAt: row.publishedAt,
      candidateCount: count.candidates,
      voterCount: count.voters,
      votedCount: count.voted,
      myVote: myVotes.has(row.id) ? { votedAt: myVotes.get(row.id) ?? null } : null,
      version: row.version,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    };
  });
}

/** Competition ranks (1, 1, 3 …) by votes, whether a count is shared, and a tie across the quota's cut. */
export function rankByVotes(votes: ReadonlyMap<string, number>, ids: readonly string[], quota: number) {
  const sorted = [...ids].sort((a, b) => (votes.get(b) ?? 0) - (votes.get(a) ?? 0));
  const rank = new Map<string, number>();
  sorted.forEach((id, index) => {
    const previous = sorted[index - 1];
    const same = previous !== undefined && (votes.get(previous) ?? 0) === (votes.get(id) ?? 0);
    rank.set(id, same ? (rank.get(previous) ?? index + 1) : index + 1);
  });
  const tallies = sorted.map((id) => votes.get(id) ?? 0);
  const tied = new Set(ids.filter((id) => tallies.filter((n) => n === (votes.get(id) ?? 0)).length > 1));
  const last = tallies[quota - 1];
  const tieAtCut = last !== undefined && tallies.length > quota && tallies[quota] === last;
  return { rank, tied, tieAtCut };
}

export async function selectionDetail(db: Kysely<DB>, id: string, caller: Caller): Promise<SelectionDetail> {
  const { row, entry } = await loadVisibleSelection(db, id, caller);
  const staff = isSelectionStaff(caller);
  const [summary] = await summaries(db, [row], caller);
  if (!summary) throw notFound('error.notFound');
  const candidates = await listCandidates(db, row.id);
  const shown = countsShownTo(row, caller, entry !== undefined);
  const votes = shown ? await voteCounts(db, row.id) : new Map<string, number>();
  const ranking = rankByVotes(
    votes,
    candidates.map((candidate) => candidate.id),
    row.quota,
  );
  const proposalIds = candidates.flatMap((candidate) => (candidate.proposalId ? [candidate.proposalId] : []));
  const unitIds = candidates.flatMap((candidate) => (candidate.unitId ? [candidate.unitId] : []));
  const [replies, figures] = await Promise.all([
    approvedReplies(db, proposalIds),
    unitFigures(db, row.sessionId, unitIds),
  ]);
  const figureOf = new Map(figures.map((figure) => [figure.unitId, figure]));
  // Before publication others see only what they vote on; after it, members see the chosen alone.
  const visible = candidates.filter(
    (candidate) => staff || row.state !== 'published' || entry || fromDbBool(candidate.chosen),
  );
  const items: SelectionCandidate[] = visible.map((candidate) => {
    const figure = candidate.unitId ? figureOf.get(candidate.unitId) : undefined;
    return {
      id: candidate.id,
      proposal: candidate.proposalId
        ? {
            id: candidate.proposalId,
            number: candidate.proposalNumber,
            title: candidate.proposalTitle ?? '',
            firstProposer: candidate.proposerName ?? '',
            state: candidate.proposalState ?? '',
            replies: replies
              .filter((reply) => reply.proposalId === candidate.proposalId)
              .map((reply) => ({
                unitName: reply.unitName,
                title: reply.title,
                body: reply.body,
                resultClass: reply.resultClass,
              })),
          }
        : null,
      unit: candidate.unitId
        ? {
            id: candidate.unitId,
            name: candidate.unitName ?? '',
            tasks: Number(figure?.tasks ?? 0),
            replied: Number(figure?.replied ?? 0),
          }
        : null,
      nominatedBy: candidate.nominatedBy as SelectionCandidate['nominatedBy'],
      committeeName: candidate.committeeName,
      reason: candidate.reason,
      chosen: fromDbBool(candidate.chosen),
      leader: candidate.leaderId ? { id: candidate.leaderId, displayName: candidate.leaderName ?? '' } : null,
      votes: shown ? (votes.get(candidate.id) ?? 0) : null,
      rank: shown ? (ranking.rank.get(candidate.id) ?? null) : null,
      tied: shown && ranking.tied.has(candidate.id),
    };
  });
  if (shown) items.sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0));
  const actors: SelectionActor[] = [
    ...(staff ? ['staff' as const] : []),
    ...(entry ? ['voter' as const] : []),
  ];
  const [voters, events] = staff
    ? await Promise.all([listVoters(db, row.id), listSelectionEvents(db, row.id)])
    : [[], []];
  return {
    ...summary,
    candidates: items,
    countsShown: shown,
    tieAtCut: shown && ranking.tieAtCut,
    voters: voters.map((voter) => ({ id: voter.id, displayName: voter.displayName, votedAt: voter.votedAt })),
    events: events.map((event) => ({
      id: event.id,
      action: event.action,
      actor: event.actor,
      at: event.at,
      detail: fromDbJson<{ text: string }>(event.detail).text,
    })),
    actions: selectionActions(row.kind as SelectionKind, row.state as SelectionState, actors),
  };
}
