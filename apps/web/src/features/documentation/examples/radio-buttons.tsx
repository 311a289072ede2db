import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useTranslation } from 'react-i18next';

export default function RadioButtonsExample() {
  const { t } = useTranslation('documentation');
  return (
    <FormControl>
      <FormLabel id="doc-radio-label">{t('sample.evaluation')}</FormLabel>
      <RadioGroup aria-labelledby="doc-radio-label" defaultValue="satisfied" row>
        {(['satisfied', 'basicallySatisfied', 'unsatisfied'] as const).map((key) => (
          <FormControlLabel key={key} value={key} control={<Radio />} label={t(`sample.${key}`)} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
