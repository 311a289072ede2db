import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

export default function AlertExample() {
  const { t } = useTranslation('documentation');
  return (
    <Stack spacing={2}>
      <Alert severity="success">{t('sample.saved')}</Alert>
      <Alert severity="warning">
        <AlertTitle>{t('sample.dueSoon')}</AlertTitle>
        {t('sample.dueSoonText')}
      </Alert>
      <Alert severity="error">{t('sample.loadFailed')}</Alert>
    </Stack>
  );
}
