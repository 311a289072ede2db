import { CLUE_STATE_LABELS, type ClueState } from '@cppcc/contracts';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '../../../shared/i18n/languages';

const COLORS: Record<ClueState, 'default' | 'info' | 'success' | 'warning' | 'error' | 'primary'> = {
  new: 'info',
  accepted: 'success',
  adopted: 'primary',
  merged: 'default',
  declined: 'warning',
};

/** A clue's state with its name from contracts and one colour per state. */
export function ClueStateChip({ state }: { state: ClueState }) {
  const { i18n } = useTranslation();
  return (
    <Chip
      size="small"
      color={COLORS[state]}
      label={CLUE_STATE_LABELS[state][toLanguage(i18n.language)]}
      data-testid="clue-state"
      data-state={state}
    />
  );
}
