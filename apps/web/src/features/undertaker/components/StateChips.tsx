import type { ReplyState, TaskState } from '@cppcc/contracts';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { useLabels } from './labels';

type ChipColor = 'default' | 'primary' | 'secondary' | 'error' | 'info' | 'success' | 'warning';

const TASK_COLORS: Record<TaskState, ChipColor> = {
  new: 'warning',
  accepted: 'primary',
  adjust_requested: 'secondary',
  countersigning: 'info',
  pending_review: 'info',
  replied: 'success',
  opinion_sent: 'success',
  cancelled: 'default',
};

export function TaskStateChip({ state, size = 'small' }: { state: TaskState; size?: 'small' | 'medium' }) {
  const labels = useLabels();
  return (
    <Chip
      size={size}
      color={TASK_COLORS[state]}
      label={labels.taskState(state)}
      data-testid="task-state"
      data-state={state}
    />
  );
}

const REPLY_COLORS: Record<ReplyState, ChipColor> = {
  draft: 'default',
  countersigning: 'info',
  submitted: 'info',
  approved: 'success',
  rejected: 'error',
};

export function ReplyStateChip({ state }: { state: ReplyState }) {
  const { t } = useTranslation('undertaker');
  return (
    <Chip
      size="small"
      variant="outlined"
      color={REPLY_COLORS[state]}
      label={t(`replyState.${state}`)}
      data-testid="reply-state"
      data-state={state}
    />
  );
}
