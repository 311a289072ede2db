import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { useTranslation } from 'react-i18next';

export default function CheckboxesExample() {
  const { t } = useTranslation('documentation');
  return (
    <FormGroup>
      <FormControlLabel control={<Checkbox defaultChecked />} label={t('sample.includeReplies')} />
      <FormControlLabel control={<Checkbox />} label={t('sample.includeAttachments')} />
      <FormControlLabel control={<Checkbox disabled />} label={t('sample.includeDrafts')} />
    </FormGroup>
  );
}
