import Collapse from '@mui/material/Collapse';
import Fade from '@mui/material/Fade';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export default function TransitionsExample() {
  const { t } = useTranslation('documentation');
  const [shown, setShown] = useState(true);
  return (
    <>
      <FormControlLabel
        control={<Switch checked={shown} onChange={(event) => setShown(event.target.checked)} />}
        label={t('sample.show')}
      />
      <Stack direction="row" spacing={2} sx={{ minHeight: 72 }}>
        <Fade in={shown}>
          <Paper sx={{ p: 2 }}>{t('sample.fade')}</Paper>
        </Fade>
        <Collapse in={shown}>
          <Paper sx={{ p: 2 }}>{t('sample.collapse')}</Paper>
        </Collapse>
      </Stack>
    </>
  );
}
