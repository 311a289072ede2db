import { REPLY_CHAIN_ACTIONS } from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** SQL of the reply approval inside the unit (签发, issue 28 §2). */

/** How the task's current document came: `reply_letter` (generated) or `reply_document` (uploaded). */
export async function lastDocumentAction(db: Kysely<DB>, taskId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('proposalEvents')
    .select('action')
    .where('taskId', '=', taskId)
    .where('action', 'in', ['reply_letter', 'reply_document'])
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.action;
}

/** The task's reply steps from the event log, oldest first, with the actors' names. */
export function replyChainEvents(db: Kysely<DB>, taskId: string) {
  return db
    .selectFrom('proposalEvents')
    .leftJoin('users', 'users.id', 'proposalEvents.actorId')
    .select([
      'proposalEvents.action',
      'proposalEvents.actorId',
      'users.displayName as actorName',
      'proposalEvents.comment',
      'proposalEvents.createdAt',
    ])
    .where('proposalEvents.taskId', '=', taskId)
    .where('proposalEvents.action', 'in', REPLY_CHAIN_ACTIONS)
    .orderBy('proposalEvents.createdAt')
    .execute();
}
