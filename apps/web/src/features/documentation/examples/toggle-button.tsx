import TableRowsIcon from '@mui/icons-material/TableRows';
import ViewModuleIcon from '@mui/icons-material/ViewModule';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export default function ToggleButtonExample() {
  const { t } = useTranslation('documentation');
  const [view, setView] = useState('table');
  return (
    <ToggleButtonGroup
      value={view}
      exclusive
      onChange={(_event, next: string | null) => next && setView(next)}
      aria-label={t('sample.view')}
    >
      <ToggleButton value="table" aria-label={t('sample.tableView')}>
        <TableRowsIcon />
      </ToggleButton>
      <ToggleButton value="cards" aria-label={t('sample.cardView')}>
        <ViewModuleIcon />
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
