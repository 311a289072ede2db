import {
  PROPOSAL_STATE_LABELS,
  REPLY_STATE_LABELS,
  TASK_STATE_LABELS,
  type ProposalState,
  type ReplyState,
  type TaskState,
} from '@cppcc/contracts';
import Chip from '@mui/material/Chip';
import { styled, useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '../i18n/languages';
import {
  PROPOSAL_STATE_COLORS,
  REPLY_STATE_COLORS,
  stateChipColors,
  TASK_STATE_COLORS,
  type ChipColor,
} from './stateColors';

type Size = 'small' | 'medium';

/**
 * One emotion class for every state's colour: MUI's Chip builds a whole class (10–19 rules) per colour and
 * size, each compiled and inserted on the first render that uses it — six on the member's landing
 * (bench/RESULTS.md, issue 33 §1). The colour comes from the theme of the chip's area through CSS variables.
 */
const OneClassChip = styled(Chip)({
  backgroundColor: 'var(--state-chip-bg)',
  color: 'var(--state-chip-fg)',
});

function StateChip(props: { state: string; label: string; color: ChipColor; size: Size; testId: string }) {
  const { palette } = useTheme();
  return (
    <OneClassChip
      size={props.size}
      label={props.label}
      data-testid={props.testId}
      data-state={props.state}
      data-color={props.color}
      style={stateChipColors(palette, props.color)}
    />
  );
}

/** A proposal's state with its name from contracts and its one colour. */
export function ProposalStateChip({ state, size = 'small' }: { state: ProposalState; size?: Size }) {
  const { i18n } = useTranslation();
  const label = PROPOSAL_STATE_LABELS[state][toLanguage(i18n.language)];
  return (
    <StateChip
      state={state}
      label={label}
      color={PROPOSAL_STATE_COLORS[state]}
      size={size}
      testId="proposal-state"
    />
  );
}

/** A unit task's state. */
export function TaskStateChip({ state, size = 'small' }: { state: TaskState; size?: Size }) {
  const { i18n } = useTranslation();
  const label = TASK_STATE_LABELS[state][toLanguage(i18n.language)];
  return (
    <StateChip state={state} label={label} color={TASK_STATE_COLORS[state]} size={size} testId="task-state" />
  );
}

/** A reply's state. */
export function ReplyStateChip({ state, size = 'small' }: { state: ReplyState; size?: Size }) {
  const { i18n } = useTranslation();
  const label = REPLY_STATE_LABELS[state][toLanguage(i18n.language)];
  return (
    <StateChip
      state={state}
      label={label}
      color={REPLY_STATE_COLORS[state]}
      size={size}
      testId="reply-state"
    />
  );
}
