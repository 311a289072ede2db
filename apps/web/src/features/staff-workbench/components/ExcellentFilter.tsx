import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

/** The staff list's 优秀提案 filter: all, only the excellent ones, or only the others. */
export function ExcellentFilter({
  value,
  onChange,
}: {
  value: boolean | undefined;
  onChange: (value: boolean | undefined) => void;
}) {
  const { t } = useTranslation('staffWorkbench');
  return (
    <TextField
      select
      size="small"
      label={t('excellentFilter')}
      sx={{ minWidth: 140 }}
      value={value === undefined ? '' : String(value)}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value === 'true')}
      data-testid="excellent-filter"
    >
      <MenuItem value="">{t('allProposals')}</MenuItem>
      <MenuItem value="true">{t('excellentOnly')}</MenuItem>
      <MenuItem value="false">{t('notExcellent')}</MenuItem>
    </TextField>
  );
}
