import type { ReplyChainAction, ReplyChainStep, ReplySignOff } from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { activeUserIdsWithRole } from '../notifications/repository';
import { userName } from '../proposals/lookups-repository';
import { replyChainEvents } from './approval-repository';
import type { ReplyRow } from './repository';

/** The 签发人 of a unit (issue 28 §2): its active users holding the `approver` role. */
export function unitApprovers(db: Kysely<DB>, unitId: string): Promise<string[]> {
  return activeUserIdsWithRole(db, 'approver', unitId);
}

export async function unitHasApprover(db: Kysely<DB>, unitId: string): Promise<boolean> {
  return (await unitApprovers(db, unitId)).length > 0;
}

/** A reply's sign-off and its chain (drafted, sent for sign-off, returned with reason, signed off, reviewed). */
export async function replyChain(
  db: Kysely<DB>,
  reply: Pick<ReplyRow, 'taskId' | 'unitApprovedBy' | 'unitApprovedAt'>,
): Promise<{ signOff: ReplySignOff | null; chain: ReplyChainStep[] }> {
  const [events, approver] = await Promise.all([
    replyChainEvents(db, reply.taskId),
    reply.unitApprovedBy ? userName(db, reply.unitApprovedBy) : Promise.resolve(undefined),
  ]);
  return {
    signOff:
      approver && reply.unitApprovedAt
        ? {
            approver: { id: approver.id, displayName: approver.displayName },
            approvedAt: reply.unitApprovedAt,
          }
        : null,
    chain: events.map((event) => ({
      action: event.action as ReplyChainAction,
      actor: event.actorId === null ? null : { id: event.actorId, displayName: event.actorName ?? '' },
      at: event.createdAt,
      comment: event.comment,
    })),
  };
}
