import type { TaskEffect } from '../context';
import { changeReply } from './reply-row';

/** 送协办会签: the lead's draft goes to the co-units still owing an opinion. */
export const sendCountersign: TaskEffect = ({
  trx,
  reply,
  now,
  siblings,
  about,
  notices,
  unitLink,
  after,
}) => {
  after.push(() => changeReply(trx, reply, { state: 'countersigning', updatedAt: now }));
  for (const co of siblings.filter((sibling) => sibling.role === 'co' && sibling.state !== 'opinion_sent'))
    notices.push({ to: { unitId: co.unitId }, kind: 'countersign_requested', params: about, link: unitLink });
};
