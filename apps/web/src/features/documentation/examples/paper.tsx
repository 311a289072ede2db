import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

export default function PaperExample() {
  const { t } = useTranslation('documentation');
  return (
    <Stack direction="row" spacing={2}>
      <Paper elevation={0} variant="outlined" sx={{ p: 2 }}>
        {t('sample.outlined')}
      </Paper>
      <Paper elevation={3} sx={{ p: 2 }}>
        {t('sample.raised')}
      </Paper>
    </Stack>
  );
}
