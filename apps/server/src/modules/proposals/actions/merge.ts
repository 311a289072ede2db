import { blank } from '../context';
import type { ActionEffect } from './types';

/** 并案: the proposal points to its master and is closed. */
export const merge: ActionEffect = ({ input, now, patch }) => {
  patch.mergedIntoId = input.masterId ?? null;
  if (!blank(input.comment)) patch.reviewComment = input.comment ?? null;
  patch.closedAt = now;
};
