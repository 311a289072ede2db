import type { TaskEffect } from '../context';
import { changeReply } from './reply-row';

/** 退回答复: the unit revises its reply; the reason is kept on the task and the reply. */
export const rejectReply: TaskEffect = (ctx) => {
  const { trx, task, reply, input, now, actorId, patch } = ctx;
  patch.rejectionReason = input.reason ?? null;
  ctx.comment = input.reason ?? null;
  ctx.after.push(() =>
    changeReply(trx, reply, {
      state: 'rejected',
      rejectionReason: input.reason ?? null,
      reviewedAt: now,
      reviewedBy: actorId,
      updatedAt: now,
    }),
  );
  ctx.notices.push({
    to: { unitId: task.unitId },
    kind: 'reply_rejected',
    params: { ...ctx.about, reason: input.reason ?? '' },
    link: ctx.unitLink,
  });
};
