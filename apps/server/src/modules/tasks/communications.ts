import type { CommunicationBody } from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { newId, nowIso } from '../../db/values';
import { conflict, forbidden } from '../../http/errors';
import { isMine, loadVisibleTask } from './access';
import { insertCommunication } from './lookups-repository';
import { insertSideEvent } from '../proposals/events';
import type { Caller } from '../auth/guard';

/** Task states in which a unit still talks with the proposer (not after its part is done). */
const OPEN_STATES: readonly string[] = [
  'new',
  'accepted',
  'adjust_requested',
  'countersigning',
  'unit_review',
  'pending_review',
];

/** 沟通记录: only the task's own unit records them, while the task is open; never edited or deleted. */
export async function addCommunication(
  db: Kysely<DB>,
  taskId: string,
  caller: Caller,
  body: CommunicationBody,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    const task = await loadVisibleTask(trx, taskId, caller);
    if (!isMine(caller, task)) throw forbidden('task.notMine');
    if (!OPEN_STATES.includes(task.state))
      throw conflict('task.wrongState', {
        params: { state: `taskState.${task.state}`, action: 'communication.add' },
      });
    const now = nowIso();
    await insertCommunication(trx, {
      id: newId(),
      taskId: task.id,
      method: body.method,
      date: new Date(body.date).toISOString(),
      participants: body.participants,
      notes: body.notes,
      createdBy: caller.id,
      createdAt: now,
    });
    await insertSideEvent(
      trx,
      {
        proposalId: task.proposalId,
        taskId: task.id,
        actorId: caller.id,
        action: 'communication_add',
        state: task.state,
        comment: body.participants,
      },
      now,
    );
  });
}
