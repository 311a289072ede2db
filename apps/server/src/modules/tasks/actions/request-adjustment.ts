import type { TaskEffect } from '../context';

/** 申请调整: the task waits for the committee, remembering where it stood. */
export const requestAdjustment: TaskEffect = (ctx) => {
  const { input, from, patch, about } = ctx;
  patch.previousState = from;
  patch.adjustmentReason = input.reason ?? null;
  ctx.comment = input.reason ?? null;
  ctx.notices.push({
    to: { staff: true },
    kind: 'adjustment_requested',
    params: { ...about, reason: input.reason ?? '' },
    link: ctx.staffLink,
  });
};
