import type { TaskEffect } from '../context';
import { userName } from '../../proposals/lookups-repository';
import { changeReply } from './reply-row';

/** 退回承办人修改: the 签发人 sends the reply back inside the unit; the reason is kept and logged. */
export const returnInUnit: TaskEffect = async (ctx) => {
  const { trx, task, reply, input, now, patch, actorId } = ctx;
  const reason = input.reason ?? '';
  patch.rejectionReason = reason;
  ctx.comment = reason;
  ctx.after.push(() =>
    changeReply(trx, reply, { state: 'rejected', rejectionReason: reason, updatedAt: now }),
  );
  const approver = actorId ? await userName(trx, actorId) : undefined;
  ctx.notices.push({
    to: { unitId: task.unitId },
    kind: 'reply_returned_in_unit',
    params: { ...ctx.about, personName: approver?.displayName ?? '', reason },
    link: ctx.unitLink,
  });
};
