import type { TaskEffect } from '../context';

/** 不同意调整: the task goes back to where it stood; the unit hears why. */
export const refuseAdjustment: TaskEffect = ({ task, input, patch, about, notices, unitLink }) => {
  patch.previousState = null;
  patch.adjustmentComment = input.comment ?? null;
  notices.push({
    to: { unitId: task.unitId },
    kind: 'adjustment_refused',
    params: { ...about, reason: input.comment ?? '' },
    link: unitLink,
  });
};
