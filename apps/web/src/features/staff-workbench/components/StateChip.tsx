import type { ProposalState } from '@cppcc/contracts';
import Chip from '@mui/material/Chip';

type ChipColor = 'default' | 'primary' | 'secondary' | 'error' | 'info' | 'success' | 'warning';

const COLORS: Record<ProposalState, ChipColor> = {
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

export function StateChip({ state, label }: { state: ProposalState; label: string }) {
  return <Chip size="small" color={COLORS[state]} variant="outlined" label={label} data-state={state} />;
}
