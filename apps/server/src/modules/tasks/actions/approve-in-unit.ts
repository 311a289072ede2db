import { notFound } from '../../../http/errors';
import type { TaskEffect } from '../context';
import { lastDocumentAction } from '../approval-repository';
import { recordLetter, writeReplyLetter } from '../reply-letter-file';
import { userName } from '../../proposals/lookups-repository';
import { insertSideEvent } from '../../proposals/events';
import { changeReply } from './reply-row';

/**
 * 签发: the reply goes on to the committee, signed with the approver's name and time. A letter the system
 * generated is written again with the approver as 签发人 and the day of sign-off; an uploaded document is
 * the unit's own and stays as it is. Should the transaction fail after the file was stored, the uploads'
 * cleanup job removes the orphan file.
 */
export const approveInUnit: TaskEffect = async (ctx) => {
  const { trx, task, reply, now, actorId, workflow, storage } = ctx;
  if (!reply || !actorId) throw notFound();
  const approver = await userName(trx, actorId);
  const name = approver?.displayName ?? '';
  const regenerate = storage !== undefined && (await lastDocumentAction(trx, task.id)) === 'reply_letter';
  const signed = { ...reply, signingLeader: name };
  const letter = regenerate
    ? await writeReplyLetter(trx, storage, workflow, signed, task, {
        signingLeader: name,
        day: now.slice(0, 10),
      })
    : undefined;
  ctx.after.push(async () => {
    const documentAttachmentId = letter
      ? await recordLetter(trx, reply, letter, actorId, now)
      : reply.documentAttachmentId;
    await changeReply(trx, reply, {
      state: 'submitted',
      submittedAt: now,
      signingLeader: name,
      unitApprovedBy: actorId,
      unitApprovedAt: now,
      documentAttachmentId,
      updatedAt: now,
    });
    if (letter)
      await insertSideEvent(
        trx,
        {
          proposalId: task.proposalId,
          taskId: task.id,
          actorId,
          action: 'reply_letter',
          state: task.state,
          comment: letter.fileName,
        },
        now,
      );
  });
  ctx.notices.push({ to: { staff: true }, kind: 'reply_submitted', params: ctx.about, link: ctx.staffLink });
};
