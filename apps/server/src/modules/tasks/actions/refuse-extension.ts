import type { TaskEffect } from '../context';

/** 不同意延期: the due date stays; the unit hears why. */
export const refuseExtension: TaskEffect = ({ task, input, patch, about, notices, unitLink }) => {
  patch.extensionRequestedDueDate = null;
  notices.push({
    to: { unitId: task.unitId },
    kind: 'extension_refused',
    params: { ...about, reason: input.comment ?? '' },
    link: unitLink,
  });
};
