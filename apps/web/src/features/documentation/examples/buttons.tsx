import SendIcon from '@mui/icons-material/Send';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

export default function ButtonsExample() {
  const { t } = useTranslation('documentation');
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button variant="contained" endIcon={<SendIcon />}>
        {t('sample.submit')}
      </Button>
      <Button variant="outlined">{t('sample.save')}</Button>
      <Button>{t('sample.cancel')}</Button>
      <Button variant="contained" color="error">
        {t('sample.delete')}
      </Button>
      <Button variant="contained" disabled>
        {t('sample.processing')}
      </Button>
    </Stack>
  );
}
