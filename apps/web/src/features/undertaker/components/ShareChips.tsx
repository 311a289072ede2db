import type { HandlingMode, TaskRole } from '@cppcc/contracts';
import Chip from '@mui/material/Chip';

/**
 * The unit's share of a proposal as chips: 单办 and 分办 already name the handling mode, so only in 会办
 * does the mode (会办) stand beside the role (主办 / 协办).
 */
export function ShareChips({
  role,
  mode,
  labels,
}: {
  role: TaskRole;
  mode: HandlingMode | null;
  labels: {
    role: (role: TaskRole, mode: HandlingMode | null) => string;
    mode: (mode: HandlingMode) => string;
  };
}) {
  return (
    <>
      <Chip variant="outlined" label={labels.role(role, mode)} data-testid="task-role" />
      {mode === 'joint' && <Chip variant="outlined" label={labels.mode(mode)} data-testid="task-mode" />}
    </>
  );
}
