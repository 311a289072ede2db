import type { TaskEffect } from '../context';
import { unitApprovers } from '../approval';
import { userName } from '../../proposals/lookups-repository';
import { changeReply } from './reply-row';

/** 送签发: the reply goes to the unit's 签发人 (issue 28 §2) instead of the committee. */
export const submitForApproval: TaskEffect = async (ctx) => {
  const { trx, task, reply, now, patch, actorId } = ctx;
  patch.rejectionReason = null;
  ctx.after.push(() =>
    changeReply(trx, reply, {
      state: 'unit_review',
      rejectionReason: null,
      unitApprovedBy: null,
      unitApprovedAt: null,
      updatedAt: now,
    }),
  );
  const drafter = actorId ? await userName(trx, actorId) : undefined;
  ctx.notices.push({
    to: { userIds: await unitApprovers(trx, task.unitId) },
    kind: 'reply_awaiting_approval',
    params: { ...ctx.about, personName: drafter?.displayName ?? '' },
    link: ctx.unitLink,
  });
};
