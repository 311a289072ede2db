import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { RangeKey } from '@cppcc/contracts';
import { useTranslation } from 'react-i18next';

/** A range selector (seed 001 §4): the ranges a widget or a page offers, by their names. */
export function RangeSelect<R extends RangeKey>({
  ranges,
  value,
  onChange,
  label,
  testId,
}: {
  ranges: readonly R[];
  value: R;
  onChange: (range: R) => void;
  label: string;
  testId?: string;
}) {
  const { t } = useTranslation('dashboards');
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => {
        const next = ranges.find((range) => range === event.target.value);
        if (next) onChange(next);
      }}
      sx={{ minWidth: 140 }}
      slotProps={{ htmlInput: { 'data-testid': testId } }}
    >
      {ranges.map((range) => (
        <MenuItem key={range} value={range}>
          {t(`range.${range}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
