import { blank } from '../context';
import type { ActionEffect } from './types';

/** 不予立案: the reason and what becomes of the text (disposition); the proposal is closed. */
export const reject: ActionEffect = ({ input, now, patch }) => {
  patch.notRegisteredReason = input.reason ?? null;
  patch.disposition = input.disposition ?? null;
  if (!blank(input.comment)) patch.reviewComment = input.comment ?? null;
  patch.closedAt = now;
};
