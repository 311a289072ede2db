import type { TaskState } from '@cppcc/contracts';
import Chip from '@mui/material/Chip';

type ChipColor = 'default' | 'primary' | 'secondary' | 'error' | 'info' | 'success' | 'warning';

const COLORS: Record<TaskState, ChipColor> = {
  new: 'warning',
  accepted: 'primary',
  adjust_requested: 'secondary',
  countersigning: 'info',
  pending_review: 'info',
  replied: 'success',
  opinion_sent: 'success',
  cancelled: 'default',
};

export function TaskStateChip({ state, label }: { state: TaskState; label: string }) {
  return (
    <Chip size="small" color={COLORS[state]} label={label} data-testid="task-state" data-state={state} />
  );
}
