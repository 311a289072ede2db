import { takeNextNumber } from '../../sessions/repository';
import { blank } from '../context';
import { setProposalNumber } from '../repository';
import type { ActionEffect } from './types';

/** 立案: the category is fixed and the proposal takes the session's next number. */
export const register: ActionEffect = ({ trx, row, input, now, patch, after }) => {
  patch.categoryCode = input.categoryCode ?? row.categoryCode;
  patch.registeredAt = now;
  if (!blank(input.comment)) patch.reviewComment = input.comment ?? null;
  // After the versioned UPDATE: a stale registration never takes a number.
  after.push(async () => {
    await setProposalNumber(trx, row.id, await takeNextNumber(trx, row.sessionId));
  });
};
