import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

const UNITS = ['unit1', 'unit2', 'unit3', 'unit4'] as const;

export default function AutocompleteExample() {
  const { t } = useTranslation('documentation');
  return (
    <Autocomplete
      multiple
      options={UNITS.map((key) => t(`sample.${key}`))}
      sx={{ maxWidth: 480 }}
      renderInput={(params) => <TextField {...params} label={t('sample.unit')} />}
    />
  );
}
