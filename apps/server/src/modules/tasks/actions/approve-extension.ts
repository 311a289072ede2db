import { isoDay } from '../../../lib/dates';
import { blank, type TaskEffect } from '../context';

/** 同意延期: the asked date (or the one the committee sets) becomes the due date. */
export const approveExtension: TaskEffect = (ctx) => {
  const { task, input, now, patch, about } = ctx;
  const dueDate = new Date(input.dueDate ?? task.extensionRequestedDueDate ?? now).toISOString();
  patch.dueDate = dueDate;
  patch.extensionRequestedDueDate = null;
  ctx.comment = [isoDay(dueDate), input.comment].filter((part) => !blank(part)).join('；');
  ctx.notices.push({
    to: { unitId: task.unitId },
    kind: 'extension_approved',
    params: { ...about, dueDate: isoDay(dueDate) },
    link: ctx.unitLink,
  });
};
