import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import { useTranslation } from 'react-i18next';

export default function SwitchesExample() {
  const { t } = useTranslation('documentation');
  return (
    <FormGroup>
      <FormControlLabel control={<Switch defaultChecked />} label={t('sample.smsNotice')} />
      <FormControlLabel control={<Switch />} label={t('sample.weeklyDigest')} />
    </FormGroup>
  );
}
