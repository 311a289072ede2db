import type { TaskEffect } from '../context';
import { draftReply } from '../draft-reply';

/** 签收: a lead or 分办 unit gets its draft reply of the round. */
export const sign: TaskEffect = ({ trx, task, proposal, now, patch, after }) => {
  patch.signedAt = now;
  if (task.role !== 'co') after.push(() => draftReply(trx, task, proposal, now));
};
