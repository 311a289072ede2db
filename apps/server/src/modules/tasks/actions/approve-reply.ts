import { AppError } from '../../../http/errors';
import { blank, type TaskEffect } from '../context';
import { changeReply } from './reply-row';

/** 审核通过: the committee may correct the result class (logged when it does). */
export const approveReply: TaskEffect = (ctx) => {
  const { trx, reply, input, workflow, now, actorId, patch } = ctx;
  const resultClass = input.resultClass ?? reply?.resultClass ?? null;
  if (input.resultClass && !workflow.replyClasses.some((item) => item.code === input.resultClass))
    throw new AppError('BAD_REQUEST', 'task.resultClassUnknown', {
      fields: { resultClass: 'task.resultClassUnknown' },
    });
  patch.repliedAt = now;
  if (resultClass !== reply?.resultClass)
    ctx.comment = [resultClass, input.comment].filter((part) => !blank(part)).join('；');
  ctx.after.push(() =>
    changeReply(trx, reply, {
      state: 'approved',
      resultClass,
      reviewedAt: now,
      reviewedBy: actorId,
      updatedAt: now,
    }),
  );
};
