import { submit } from './submit';
import type { ActionEffect } from './types';

/**
 * 录入纸质提案 (issue 27): staff typed in a proposal a member handed in on paper. It is submitted like one
 * the member sent (date, plenary flag, to-dos); the paper number is on the row since its creation and the
 * transition logs it with the typist as the actor.
 */
export const enterPaper: ActionEffect = (ctx) => submit(ctx);
