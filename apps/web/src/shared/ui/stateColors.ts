import type { ProposalState, ReplyState, TaskState } from '@cppcc/contracts';
import type { Palette } from '@mui/material/styles';
import type { CSSProperties } from 'react';

export type ChipColor = 'default' | 'primary' | 'secondary' | 'error' | 'info' | 'success' | 'warning';

/**
 * One colour per state, whichever screen shows it: grey for not yet in play or over, amber where someone
 * must act, blue while it moves, green when done, red for a refusal or a step back.
 */
export const PROPOSAL_STATE_COLORS: Record<ProposalState, ChipColor> = {
  draft: 'default',
  cosigning: 'info',
  submitted: 'warning',
  returned: 'warning',
  withdrawn: 'default',
  registered: 'primary',
  not_registered: 'error',
  merged: 'secondary',
  assigned: 'primary',
  handling: 'info',
  replied: 'success',
  rehandling: 'error',
  closed: 'success',
};

export const TASK_STATE_COLORS: Record<TaskState, ChipColor> = {
  new: 'warning',
  accepted: 'primary',
  adjust_requested: 'secondary',
  countersigning: 'info',
  unit_review: 'warning',
  pending_review: 'info',
  replied: 'success',
  opinion_sent: 'success',
  cancelled: 'default',
};

export const REPLY_STATE_COLORS: Record<ReplyState, ChipColor> = {
  draft: 'default',
  countersigning: 'info',
  unit_review: 'warning',
  submitted: 'info',
  approved: 'success',
  rejected: 'error',
};

/** The two CSS variables that colour a state chip in the area of `palette` (StateChip's and LineList's). */
export function stateChipColors(palette: Palette, color: ChipColor): CSSProperties {
  const [background, text] =
    color === 'default'
      ? [palette.action.selected, palette.text.primary]
      : [palette[color].main, palette[color].contrastText];
  return { '--state-chip-bg': background, '--state-chip-fg': text } as CSSProperties;
}
