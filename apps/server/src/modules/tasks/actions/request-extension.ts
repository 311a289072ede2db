import { isoDay } from '../../../lib/dates';
import type { TaskEffect } from '../context';

/** 申请延期: the wanted date waits for the committee. */
export const requestExtension: TaskEffect = (ctx) => {
  const { input, now, patch, about } = ctx;
  const wanted = new Date(input.dueDate ?? now).toISOString();
  patch.extensionReason = input.reason ?? null;
  patch.extensionRequestedDueDate = wanted;
  ctx.comment = `${isoDay(wanted)}：${input.reason ?? ''}`;
  ctx.notices.push({
    to: { staff: true },
    kind: 'extension_requested',
    params: { ...about, dueDate: isoDay(wanted), reason: input.reason ?? '' },
    link: ctx.staffLink,
  });
};
