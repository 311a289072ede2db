import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export default function SelectsExample() {
  const { t } = useTranslation('documentation');
  const [session, setSession] = useState('session1');
  return (
    <FormControl sx={{ minWidth: 240 }}>
      <InputLabel id="doc-select-label">{t('sample.session')}</InputLabel>
      <Select
        labelId="doc-select-label"
        label={t('sample.session')}
        value={session}
        onChange={(event) => setSession(event.target.value)}
      >
        <MenuItem value="session1">{t('sample.session1')}</MenuItem>
        <MenuItem value="session2">{t('sample.session2')}</MenuItem>
      </Select>
    </FormControl>
  );
}
