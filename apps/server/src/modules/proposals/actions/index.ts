import type { ProposalAction } from '@cppcc/contracts';
import { assign } from './assign';
import { close } from './close';
import { enterPaper } from './enter-paper';
import { markExcellent, unmarkExcellent } from './excellent';
import { invite } from './invite';
import { merge } from './merge';
import { register } from './register';
import { rehandle } from './rehandle';
import { reject } from './reject';
import { reply } from './reply';
import { returnForRevision } from './return';
import { startHandling } from './start-handling';
import { submit } from './submit';
import type { ActionEffect } from './types';
import { withdraw } from './withdraw';

export type { ActionContext, ActionEffect } from './types';

/** The effect of each state-changing action (`save` edits content and goes through `save`, not here). */
export const proposalEffects: Record<Exclude<ProposalAction, 'save'>, ActionEffect> = {
  invite,
  submit,
  resubmit: submit,
  return: returnForRevision,
  withdraw,
  register,
  reject,
  merge,
  assign,
  start_handling: startHandling,
  reply,
  close,
  close_with_minutes: close,
  rehandle,
  mark_excellent: markExcellent,
  unmark_excellent: unmarkExcellent,
  enter_paper: enterPaper,
};
