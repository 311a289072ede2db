import { checkTransition, proposalMachine, type ProposalAction, type ProposalState } from '@cppcc/contracts';
import { inTransaction } from '../../db/transaction';
import { updateVersioned } from '../../db/versioned';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import type { Actor } from '../auth/guard';
import { todoService } from '../todo-app/service';
import { proposalEffects, type ActionContext } from './actions';
import {
  actionKey,
  actorKinds,
  blank,
  loadVisible,
  stateKey,
  writeEvent,
  type ProposalsEnv,
  type TransitionInput,
} from './context';
import { checkNeeds } from './needs';
import { loadPaperDraft } from './paper-draft';
import { findProposal, listSigners, type ProposalRow } from './repository';

/** The event log's comment: what the action was given, reason first where there is one. */
function eventComment(action: ProposalAction, input: TransitionInput): string | null {
  if (action === 'withdraw' || action === 'reject')
    return [input.reason, input.comment].filter((part) => !blank(part)).join('；') || null;
  if (action === 'merge') return input.comment ?? null;
  return input.comment ?? input.minutes ?? null;
}

/**
 * THE one door for proposal state changes: loads the proposal (as the caller may see it: 404 otherwise),
 * asks the state machine (409 wrong state, 403 not allowed), checks the version (409 stale) and every
 * requirement (400 naming fields), then in one transaction applies the action's effect with
 * `UPDATE … WHERE version = ?`, runs its queued writes (signers, tasks, to-dos, notices) and logs the event.
 */
export function proposalTransition(env: ProposalsEnv) {
  return async function transition(
    proposalId: string,
    action: ProposalAction,
    input: TransitionInput,
    actor: Actor,
    expectedVersion: number,
  ): Promise<ProposalRow> {
    const workflow = await env.settings();
    return inTransaction(env.db, async (trx) => {
      // A paper draft is private like every draft; only its own entry (staff) may load it.
      const row =
        action === 'enter_paper'
          ? await loadPaperDraft(trx, proposalId)
          : await loadVisible(trx, proposalId, actor);
      const signers = await listSigners(trx, row.id);
      const from = row.state as ProposalState;
      const check = checkTransition(proposalMachine, from, action, actorKinds(actor, signers));
      if (!check.ok) {
        if (check.reason === 'invalid_state')
          throw conflict('proposal.wrongState', {
            params: { state: stateKey(from), action: actionKey(action) },
          });
        throw forbidden('proposal.notAllowed', { params: { action: actionKey(action) } });
      }
      if (row.version !== expectedVersion) throw conflict('proposal.changedMeanwhile');
      const now = env.clock();
      await checkNeeds({ trx, row, signers, input, workflow, now }, check.requires);

      if (action === 'save') throw badRequest(`The action ${action} is not available.`);
      const to: ProposalState = check.to === 'previous' ? from : check.to;
      const ctx: ActionContext = {
        trx,
        row,
        action,
        input,
        workflow,
        now,
        actorId: actor === 'system' ? null : actor.id,
        todos: todoService(trx, { now: env.clock }),
        patch: { state: to, updatedAt: now },
        after: [],
      };
      await proposalEffects[action](ctx);

      if (!(await updateVersioned(trx, 'proposals', row.id, expectedVersion, ctx.patch)))
        throw conflict('proposal.changedMeanwhile');
      for (const step of ctx.after) await step();
      await writeEvent(
        trx,
        {
          proposalId: row.id,
          actorId: ctx.actorId,
          action,
          fromState: from,
          toState: to,
          comment: eventComment(action, input),
          paperNumber: blank(input.paperNumber) ? null : (input.paperNumber ?? null),
        },
        now,
      );
      const updated = await findProposal(trx, row.id);
      if (!updated) throw notFound();
      return updated;
    });
  };
}
