import {
  checkTransition,
  taskMachine,
  workflowLinks,
  type HandlingMode,
  type TaskAction,
  type TaskState,
} from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { FileStorage } from '../attachments/storage';
import { inTransaction } from '../../db/transaction';
import { updateVersioned } from '../../db/versioned';
import { newOrderedId, nowIso } from '../../db/values';
import { conflict, forbidden, notFound } from '../../http/errors';
import type { Actor } from '../auth/guard';
import { findProposal, insertEvent } from '../proposals/repository';
import type { ProposalsDeps } from '../proposals/service';
import { workflowSettingsService } from '../workflow-settings/service';
import { loadVisibleTask, taskActorKinds } from './access';
import { taskEffects } from './actions';
import type { TaskActionContext, TaskContext, TaskTransitionInput } from './context';
import { deriveProposalState } from './derive';
import { unitNames } from './lookups-repository';
import { checkTaskNeeds } from './needs';
import { sendNotices } from './notices';
import { replyOfTask, tasksOfProposal, type TaskRow } from './repository';

/**
 * THE one door for task state changes, like the proposal's: visibility (404), the machine (409 wrong
 * state, 403 not allowed), the version (409), every requirement (400 naming fields), then one
 * transaction that writes the task, its reply, the event log, the derived proposal state and the notices.
 */
export function taskTransition(db: Kysely<DB>, deps: ProposalsDeps, storage?: FileStorage) {
  return async function transition(
    taskId: string,
    action: TaskAction,
    input: TaskTransitionInput,
    actor: Actor,
    expectedVersion: number,
  ): Promise<TaskRow> {
    const workflow = await workflowSettingsService(db).get();
    return inTransaction(db, async (trx) => {
      const task = await loadVisibleTask(trx, taskId, actor);
      const from = task.state as TaskState;
      const proposal = await findProposal(trx, task.proposalId);
      if (!proposal) throw notFound();
      const mode = proposal.handlingMode as HandlingMode | null;
      const check = checkTransition(taskMachine, from, action, taskActorKinds(actor, task, mode));
      if (!check.ok) {
        if (check.reason === 'invalid_state')
          throw conflict('task.wrongState', {
            params: { state: `taskState.${from}`, action: `taskAction.${action}` },
          });
        throw forbidden('task.notAllowed', { params: { action: `taskAction.${action}` } });
      }
      if (task.version !== expectedVersion) throw conflict('task.changedMeanwhile');
      const siblings = (await tasksOfProposal(trx, task.proposalId)).filter(
        (sibling) => sibling.id !== task.id,
      );
      const now = nowIso();
      const base: TaskContext = {
        trx,
        task,
        proposal,
        siblings,
        reply: await replyOfTask(trx, task.id, task.round),
        workflow,
        input,
        now,
      };
      await checkTaskNeeds(base, action, check.requires);

      const to: TaskState =
        check.to === 'previous'
          ? (((from === 'adjust_requested' ? task.previousState : from) as TaskState) ?? 'new')
          : check.to;
      const ctx: TaskActionContext = {
        ...base,
        action,
        from,
        actorId: actor === 'system' ? null : actor.id,
        about: {
          proposalNumber: String(proposal.number ?? ''),
          proposalTitle: proposal.title,
          unitName: await unitNames(trx, [task.unitId]),
        },
        unitLink: workflowLinks.unitTask(proposal.id),
        staffLink: workflowLinks.staffTask(task.id),
        patch: { state: to, updatedAt: now },
        comment: input.comment ?? null,
        notices: [],
        after: [],
        storage,
      };
      await taskEffects[action](ctx);

      if (!(await updateVersioned(trx, 'tasks', task.id, expectedVersion, ctx.patch)))
        throw conflict('task.changedMeanwhile');
      for (const step of ctx.after) await step();
      await insertEvent(
        trx,
        newOrderedId(),
        {
          proposalId: proposal.id,
          taskId: task.id,
          actorId: ctx.actorId,
          action,
          fromState: from,
          toState: to,
          comment: ctx.comment,
        },
        now,
      );
      await deriveProposalState(trx, deps, proposal.id, ctx.notices);
      await sendNotices(trx, ctx.notices);
      return loadVisibleTask(trx, task.id, 'system');
    });
  };
}
