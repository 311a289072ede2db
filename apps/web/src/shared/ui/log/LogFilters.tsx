import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';

/** A select of one of `options` or any (the empty value). */
export function AnySelect({
  label,
  anyLabel,
  value,
  options,
  onChange,
  minWidth,
}: {
  label: string;
  anyLabel: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  minWidth: number;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth }}
    >
      <MenuItem value="">{anyLabel}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** What was typed, `delay` ms after the typing stopped (trimmed). */
export function useSettledText(delay = 300) {
  const [text, setText] = useState('');
  const [settled, setSettled] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text.trim()), delay);
    return () => clearTimeout(timer);
  }, [text, delay]);
  return { settled, setText };
}

export interface PersonOption {
  id: string;
  label: string;
}

/** The person who acted: found by name as one types (`onSearch`), the server's matches as options. */
export function PersonFilter({
  id,
  name,
  options,
  loading,
  onSearch,
  onChange,
  labels,
  minWidth,
}: {
  id: string;
  name: string;
  options: readonly PersonOption[];
  loading: boolean;
  onSearch: (text: string) => void;
  onChange: (option: PersonOption | null) => void;
  labels: { label: string; placeholder: string; none: string };
  minWidth: number;
}) {
  return (
    <Autocomplete
      size="small"
      options={options}
      value={id ? { id, label: name || id } : null}
      onChange={(_event, option) => onChange(option)}
      onInputChange={(_event, value, reason) => {
        if (reason === 'input') onSearch(value);
      }}
      filterOptions={(items) => items}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={loading}
      noOptionsText={labels.none}
      sx={{ minWidth }}
      renderInput={(params) => (
        <TextField {...params} label={labels.label} placeholder={labels.placeholder} />
      )}
    />
  );
}

/** From and to (days, inclusive); `reversed` marks both and says why under the first. */
export function DayRangeFields({
  from,
  to,
  onChange,
  labels,
  reversed,
}: {
  from: string;
  to: string;
  onChange: (change: { from: string } | { to: string }) => void;
  labels: { from: string; to: string; reversed?: string };
  reversed?: boolean;
}) {
  return (
    <>
      <TextField
        type="date"
        size="small"
        label={labels.from}
        value={from}
        onChange={(event) => onChange({ from: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
        error={reversed}
        helperText={reversed ? labels.reversed : undefined}
      />
      <TextField
        type="date"
        size="small"
        label={labels.to}
        value={to}
        onChange={(event) => onChange({ to: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
        error={reversed}
      />
    </>
  );
}
