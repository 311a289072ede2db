import {
  checkTransition,
  REGISTERED_STATES,
  SELECTION_LIMITS,
  SELECTION_VOTER_ROLES,
  selectionIsVoted,
  selectionMachine,
  selectionOfProposals,
  type ProposalState,
  type SelectionAction,
  type SelectionActor,
  type SelectionBallotBody,
  type SelectionCreateBody,
  type SelectionDecisionBody,
  type SelectionKind,
  type SelectionList,
  type SelectionNominateBody,
  type SelectionPeople,
  type SelectionRulesBody,
  type SelectionState,
  type SelectionVotersBody,
  selectionCreateBodySchema,
  selectionDecisionBodySchema,
  selectionNominateBodySchema,
  selectionRulesBodySchema,
} from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { fromDbBool, fromDbJson, newId, nowIso, type Clock } from '../../db/values';
import { conflict, forbidden, invalidFields, notFound } from '../../http/errors';
import type { Caller } from '../auth/guard';
import { sessionsService } from '../sessions/service';
import { decideEffects } from './decision';
import { isSelectionStaff, loadVisibleSelection, selectionDetail, summaries } from './reads';
import {
  accountsForPicking,
  claimBallot,
  deleteCandidate,
  insertBallotLines,
  insertCandidate,
  insertSelection,
  insertSelectionEvent,
  listCandidates,
  listSelections,
  proposalForNomination,
  replaceVoters,
  selectionCounts,
  unitForNomination,
  updateSelectionVersioned,
  type SelectionRow,
} from './repository';

export interface SelectionsDeps {
  dialect: 'sqlite' | 'postgres';
  /** The time of every write and of the period checks (default `nowIso`; the demo seed sets its own). */
  now?: Clock | undefined;
}

interface StepResult {
  patch?: object;
  detail: string;
  event?: string;
}

const actionKey = (action: SelectionAction) => `selectionAction.${action}`;

/** Selections 评选/遴选 (issue 29 §1, issue 28 §5a): every step asks the machine in the contract. */
export function selectionsService(db: Kysely<DB>, deps: SelectionsDeps) {
  const clock = deps.now ?? nowIso;

  /** The machine's verdict for `action` by the caller (staff or a chosen voter); 409/403 otherwise. */
  function check(row: SelectionRow, action: SelectionAction, actors: readonly SelectionActor[]) {
    const verdict = checkTransition(selectionMachine, row.state as SelectionState, action, actors);
    if (verdict.ok) return verdict;
    if (verdict.reason === 'invalid_state')
      throw conflict('selections.wrongState', {
        params: { state: `selectionState.${row.state}`, action: actionKey(action) },
      });
    throw forbidden('selections.notAllowed', { params: { action: actionKey(action) } });
  }

  /** A staff step: load, check the machine and the version, run `work`, bump the version, log the event. */
  async function staffStep(
    id: string,
    caller: Caller,
    action: SelectionAction,
    version: number,
    work: (trx: Kysely<DB>, row: SelectionRow, now: string) => StepResult | Promise<StepResult>,
  ) {
    await inTransaction(db, async (trx) => {
      const { row } = await loadVisibleSelection(trx, id, caller);
      const verdict = check(row, action, isSelectionStaff(caller) ? ['staff'] : []);
      if (row.version !== version) throw conflict('selections.changedMeanwhile');
      const now = clock();
      const done = await work(trx, row, now);
      const to = verdict.to === 'previous' ? row.state : verdict.to;
      if (!(await updateSelectionVersioned(trx, id, version, { ...done.patch, state: to, updatedAt: now })))
        throw conflict('selections.changedMeanwhile');
      await insertSelectionEvent(trx, {
        selectionId: id,
        actorId: caller.id,
        action: done.event ?? action,
        detail: done.detail,
        at: now,
      });
    });
    return selectionDetail(db, id, caller);
  }

  async function people(trx: Kysely<DB>, roles: readonly string[]) {
    return (await accountsForPicking(trx))
      .filter((row) => !fromDbBool(row.disabled))
      .map((row) => ({ id: row.id, displayName: row.displayName, roles: fromDbJson<string[]>(row.roles) }))
      .filter((row) => row.roles.some((role) => roles.includes(role)));
  }

  const periodNeeds = (row: SelectionRow, now: string) => {
    const closes = row.votingClosesAt;
    if (!closes || closes <= now || (row.votingOpensAt && row.votingOpensAt >= closes))
      throw invalidFields({ votingClosesAt: 'selections.periodRequired' });
  };

  return {
    async list(caller: Caller, query: { sessionId?: string | undefined; kind?: SelectionKind | undefined }) {
      const rows = await listSelections(db, {
        ...query,
        visibleTo: isSelectionStaff(caller) ? null : caller.id,
      });
      return { items: await summaries(db, rows, caller) } satisfies SelectionList;
    },

    detail: (id: string, caller: Caller) => selectionDetail(db, id, caller),

    async voterOptions(): Promise<SelectionPeople> {
      return { items: await people(db, SELECTION_VOTER_ROLES) };
    },

    async create(caller: Caller, input: SelectionCreateBody) {
      const body = selectionCreateBodySchema.parse(input);
      const id = newId();
      await inTransaction(db, async (trx) => {
        const sessions = sessionsService(trx);
        const session = body.sessionId ? await sessions.get(body.sessionId) : await sessions.current();
        if (!session) throw invalidFields({ sessionId: 'selections.sessionRequired' });
        const now = clock();
        await insertSelection(trx, {
          id,
          sessionId: session.id,
          kind: body.kind,
          title: body.title,
          state: 'nominating',
          quota: body.quota,
          votesPerVoter: body.votesPerVoter ?? body.quota,
          votingOpensAt: body.votingOpensAt ?? null,
          votingClosesAt: body.votingClosesAt ?? null,
          resultsVisibility: body.resultsVisibility,
          decisionDate: null,
          decisionNote: null,
          publishedAt: null,
          version: 1,
          createdBy: caller.id,
          createdAt: now,
          updatedAt: now,
        });
        await insertSelectionEvent(trx, {
          selectionId: id,
          actorId: caller.id,
          action: 'create',
          detail: body.title,
          at: now,
        });
      });
      return selectionDetail(db, id, caller);
    },

    /** The rules, while nominating. */
    updateRules(id: string, caller: Caller, input: SelectionRulesBody) {
      const body = selectionRulesBodySchema.parse(input);
      return staffStep(id, caller, 'nominate', body.version, () => ({
        patch: {
          title: body.title,
          quota: body.quota,
          votesPerVoter: body.votesPerVoter ?? body.quota,
          votingOpensAt: body.votingOpensAt ?? null,
          votingClosesAt: body.votingClosesAt ?? null,
          resultsVisibility: body.resultsVisibility,
        },
        detail: body.title,
        event: 'update_rules',
      }));
    },

    nominate(id: string, caller: Caller, input: SelectionNominateBody) {
      const body = selectionNominateBodySchema.parse(input);
      return staffStep(id, caller, 'nominate', body.version, async (trx, row, now) => {
        const count = (await selectionCounts(trx, [row.id])).get(row.id);
        if ((count?.candidates ?? 0) >= SELECTION_LIMITS.candidates)
          throw conflict('selections.tooManyCandidates');
        let name: string;
        const ofProposals = selectionOfProposals(row.kind as SelectionKind);
        if (ofProposals) {
          if (!body.proposalId) throw invalidFields({ proposalId: 'validation.required' });
          const proposal = await proposalForNomination(trx, body.proposalId);
          if (
            !proposal ||
            proposal.sessionId !== row.sessionId ||
            !(REGISTERED_STATES as readonly ProposalState[]).includes(proposal.state as ProposalState)
          )
            throw invalidFields({ proposalId: 'selections.proposalNotEligible' });
          name = proposal.title;
        } else {
          if (!body.unitId) throw invalidFields({ unitId: 'validation.required' });
          const unit = await unitForNomination(trx, body.unitId);
          if (!unit) throw invalidFields({ unitId: 'validation.invalid' });
          name = unit.name;
        }
        const existing = await listCandidates(trx, row.id);
        if (existing.some((c) => (ofProposals ? c.proposalId === body.proposalId : c.unitId === body.unitId)))
          throw conflict('selections.alreadyNominated');
        await insertCandidate(trx, {
          selectionId: row.id,
          proposalId: ofProposals ? (body.proposalId ?? null) : null,
          unitId: ofProposals ? null : (body.unitId ?? null),
          nominatedBy: body.nominatedBy,
          committeeName: body.nominatedBy === 'special_committee' ? (body.committeeName ?? null) : null,
          reason: body.reason,
          createdBy: caller.id,
          createdAt: now,
        });
        return { detail: body.committeeName ? `${name}（${body.committeeName}）` : name };
      });
    },

    withdraw(id: string, candidateId: string, caller: Caller, version: number) {
      return staffStep(id, caller, 'withdraw_candidate', version, async (trx, row) => {
        const candidate = (await listCandidates(trx, row.id)).find((c) => c.id === candidateId);
        if (!candidate || !(await deleteCandidate(trx, row.id, candidateId)))
          throw notFound('error.notFound');
        return { detail: candidate.proposalTitle ?? candidate.unitName ?? '' };
      });
    },

    setVoters(id: string, caller: Caller, body: SelectionVotersBody) {
      return staffStep(id, caller, 'set_voters', body.version, async (trx, row) => {
        if (!selectionIsVoted(row.kind as SelectionKind)) throw conflict('selections.notVoted');
        const allowed = new Set((await people(trx, SELECTION_VOTER_ROLES)).map((person) => person.id));
        if (body.userIds.some((userId) => !allowed.has(userId)))
          throw invalidFields({ userIds: 'selections.voterInvalid' });
        await replaceVoters(trx, row.id, body.userIds);
        return { detail: String(body.userIds.length) };
      });
    },

    openVoting(id: string, caller: Caller, version: number) {
      return staffStep(id, caller, 'open_voting', version, async (trx, row, now) => {
        if (!selectionIsVoted(row.kind as SelectionKind)) throw conflict('selections.notVoted');
        const count = (await selectionCounts(trx, [row.id])).get(row.id);
        if (!count?.candidates) throw conflict('selections.candidatesRequired');
        if (!count.voters) throw conflict('selections.votersRequired');
        periodNeeds(row, now);
        return { patch: { votingOpensAt: row.votingOpensAt ?? now }, detail: `${count.voters}` };
      });
    },

    /** Ends the period now: later ballots are refused as after the period. */
    closeVoting(id: string, caller: Caller, version: number) {
      return staffStep(id, caller, 'close_voting', version, (_trx, row, now) => {
        if (row.votingClosesAt && row.votingClosesAt <= now)
          throw conflict('selections.periodOver', { params: { time: row.votingClosesAt } });
        return { patch: { votingClosesAt: now }, detail: now };
      });
    },

    count(id: string, caller: Caller, version: number) {
      return staffStep(id, caller, 'count', version, async (trx, row, now) => {
        if (!row.votingClosesAt || row.votingClosesAt > now)
          throw conflict('selections.periodNotOver', { params: { time: row.votingClosesAt ?? '' } });
        const count = (await selectionCounts(trx, [row.id])).get(row.id);
        return { detail: `${count?.voted ?? 0}/${count?.voters ?? 0}` };
      });
    },

    decide(id: string, caller: Caller, input: SelectionDecisionBody) {
      const body = selectionDecisionBodySchema.parse(input);
      return staffStep(id, caller, 'decide', body.version, async (trx, row) => {
        const kind = row.kind as SelectionKind;
        if (selectionIsVoted(kind) && row.state !== 'counted') throw conflict('selections.notCounted');
        if (body.chosen.length > row.quota)
          throw invalidFields({ chosen: 'selections.tooManyChosen' }, { params: { count: row.quota } });
        const leaders = new Set((await people(trx, ['leader'])).map((person) => person.id));
        const titles = await decideEffects(trx, {
          row,
          caller,
          body,
          leaders,
          deps: { ...deps, now: clock },
        });
        return {
          patch: { decisionDate: body.decisionDate, decisionNote: body.decisionNote || null },
          detail: `${body.decisionDate}：${titles.join('、')}`,
        };
      });
    },

    publish(id: string, caller: Caller, version: number) {
      return staffStep(id, caller, 'publish', version, (_trx, row, now) => ({
        patch: { publishedAt: now },
        detail: row.title,
      }));
    },

    /** A chosen voter's one ballot within the period (secret: the lines name no voter). */
    async vote(id: string, caller: Caller, body: SelectionBallotBody) {
      await inTransaction(db, async (trx) => {
        const { row, entry } = await loadVisibleSelection(trx, id, caller);
        if (!entry) throw forbidden('selections.notVoter');
        check(row, 'vote', ['voter']);
        const now = clock();
        if (row.votingOpensAt && now < row.votingOpensAt)
          throw conflict('selections.notOpenYet', { params: { time: row.votingOpensAt } });
        if (!row.votingClosesAt || now >= row.votingClosesAt)
          throw conflict('selections.periodOver', { params: { time: row.votingClosesAt ?? '' } });
        if (entry.votedAt) throw conflict('selections.alreadyVoted', { params: { time: entry.votedAt } });
        if (body.candidateIds.length > row.votesPerVoter)
          throw invalidFields(
            { candidateIds: 'selections.ballotTooMany' },
            { params: { count: row.votesPerVoter } },
          );
        const candidates = new Set((await listCandidates(trx, row.id)).map((candidate) => candidate.id));
        if (body.candidateIds.some((candidateId) => !candidates.has(candidateId)))
          throw invalidFields({ candidateIds: 'selections.candidateUnknown' });
        // The claim is the once-only rule: a second ballot (even a concurrent one) finds voted_at set.
        if (!(await claimBallot(trx, row.id, caller.id, now)))
          throw conflict('selections.alreadyVoted', { params: { time: now } });
        await insertBallotLines(trx, row.id, body.candidateIds);
        await insertSelectionEvent(trx, {
          selectionId: row.id,
          actorId: caller.id,
          action: 'vote',
          detail: '',
          at: now,
        });
      });
      return selectionDetail(db, id, caller);
    },
  };
}
export type SelectionsService = ReturnType<typeof selectionsService>;
