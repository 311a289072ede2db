import { publicReplyPagePath } from '@cppcc/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { toIso } from '../../db/values';
import type { MessageSender } from '../messaging/sender';
import { publicationService } from '../oversight/publication';
import { recordStep, textSender } from './context';
import { adoptionsAwaitingReply, claimReplyNotice } from './repository';

/**
 * A scheduled job (scheduler/jobs.ts): when a proposal a member built on a clue has a published reply
 * (oversight/publication.ts decides what is published), the clue's sender gets one SMS with the public
 * reply's link, and the clue's history records it. Each adoption is claimed by a conditional UPDATE in
 * the same transaction as its event, so two servers send it once. Returns how many were told.
 */
export async function notifyPublishedReplies(
  db: Kysely<DB>,
  sender: MessageSender,
  log: FastifyBaseLogger,
  now: Date = new Date(),
): Promise<number> {
  const waiting = await adoptionsAwaitingReply(db);
  if (waiting.length === 0) return 0;
  const replies = await publicationService(db).ofProposals([
    ...new Set(waiting.map((row) => row.proposalId)),
  ]);
  const at = toIso(now);
  let told = 0;
  for (const adoption of waiting) {
    const reply = replies.find((candidate) => candidate.proposalId === adoption.proposalId);
    if (!reply) continue;
    const claimed = await inTransaction(db, async (trx) => {
      if (!(await claimReplyNotice(trx, adoption.clueId, adoption.memberId, at))) return false;
      await recordStep(
        trx,
        {
          clueId: adoption.clueId,
          action: 'reply_published',
          fromState: 'adopted',
          toState: 'adopted',
          actorId: null,
          comment: reply.title,
        },
        at,
      );
      return true;
    });
    if (!claimed) continue;
    // Claimed first: an SMS twice is worse than one missing (the tracking page shows the reply anyway).
    const link = `${adoption.linkOrigin}${publicReplyPagePath(reply.id)}`;
    if (
      await textSender({ sender, log }, adoption.phone, 'clues.smsReplyPublished', {
        title: adoption.title,
        link,
      })
    )
      told += 1;
  }
  return told;
}
