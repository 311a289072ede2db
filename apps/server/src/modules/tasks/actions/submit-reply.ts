import type { TaskEffect } from '../context';
import { changeReply } from './reply-row';

/** 提交答复: the reply goes to the committee for review. */
export const submitReply: TaskEffect = ({ trx, reply, now, patch, about, notices, staffLink, after }) => {
  patch.rejectionReason = null;
  after.push(() => changeReply(trx, reply, { state: 'submitted', submittedAt: now, updatedAt: now }));
  notices.push({ to: { staff: true }, kind: 'reply_submitted', params: about, link: staffLink });
};
