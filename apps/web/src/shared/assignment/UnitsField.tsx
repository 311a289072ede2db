import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnitsQuery } from '../api/sharedReads';
import { registerBundle } from '../i18n/i18n';
import { filterUnits, unknownUnit, type UnitPickOption } from '../ui/unitFilter';
import { assignmentBundle } from './i18n';

registerBundle(assignmentBundle);

function useUnitOptions(exclude?: ReadonlySet<string>) {
  const units = useUnitsQuery();
  const all: UnitPickOption[] = useMemo(() => units.data?.items ?? [], [units.data]);
  const byId = useMemo(() => new Map(all.map((unit) => [unit.id, unit])), [all]);
  const options = exclude ? all.filter((unit) => !exclude.has(unit.id)) : all;
  const toOption = (id: string): UnitPickOption => byId.get(id) ?? unknownUnit(id);
  return { units, options, toOption };
}

interface Common {
  label: string;
  /** Units not offered (already chosen elsewhere, or not allowed). */
  exclude?: ReadonlySet<string>;
  error?: string;
  helperText?: string;
  required?: boolean;
}

/** Several units from GET /api/units, searched by name, short name or pinyin initials. */
export function UnitsField({
  value,
  onChange,
  ...common
}: Common & { value: readonly string[]; onChange: (ids: string[]) => void }) {
  const { t } = useTranslation('assignment');
  const { units, options, toOption } = useUnitOptions(common.exclude);
  return (
    <Autocomplete
      multiple
      options={options}
      value={value.map(toOption)}
      loading={units.isLoading}
      filterOptions={filterUnits}
      getOptionLabel={(option) => option.name}
      getOptionKey={(option) => option.id}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_event, next) => onChange(next.map((unit) => unit.id))}
      renderInput={(params) => (
        <TextField
          {...params}
          label={common.label}
          placeholder={t('pickUnit')}
          required={common.required}
          error={Boolean(common.error) || Boolean(units.error)}
          helperText={common.error ?? (units.error ? t('unitsError') : common.helperText)}
        />
      )}
    />
  );
}

/** One unit (or none), e.g. the queue filter. */
export function UnitField({
  value,
  onChange,
  placeholder,
  size,
  ...common
}: Common & {
  value: string | undefined;
  onChange: (id: string | undefined) => void;
  placeholder?: string;
  size?: 'small' | 'medium';
}) {
  const { t } = useTranslation('assignment');
  const { units, options, toOption } = useUnitOptions(common.exclude);
  return (
    <Autocomplete
      size={size}
      sx={{ minWidth: 240 }}
      options={options}
      value={value ? toOption(value) : null}
      loading={units.isLoading}
      filterOptions={filterUnits}
      getOptionLabel={(option) => option.name}
      getOptionKey={(option) => option.id}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_event, next) => onChange(next?.id)}
      renderInput={(params) => (
        <TextField
          {...params}
          label={common.label}
          placeholder={placeholder ?? t('pickUnit')}
          required={common.required}
          error={Boolean(common.error) || Boolean(units.error)}
          helperText={common.error ?? (units.error ? t('unitsError') : common.helperText)}
        />
      )}
    />
  );
}
