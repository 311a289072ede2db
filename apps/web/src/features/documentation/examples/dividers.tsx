import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export default function DividersExample() {
  const { t } = useTranslation('documentation');
  return (
    <Box sx={{ maxWidth: 360 }}>
      <Typography sx={{ py: 1 }}>{t('sample.stateSubmitted')}</Typography>
      <Divider />
      <Typography sx={{ py: 1 }}>{t('sample.stateHandling')}</Typography>
      <Divider textAlign="left">{t('sample.replies')}</Divider>
      <Stack direction="row" spacing={2} divider={<Divider orientation="vertical" flexItem />} sx={{ py: 1 }}>
        <Typography>{t('sample.stateReplied')}</Typography>
        <Typography>{t('sample.stateEvaluated')}</Typography>
      </Stack>
    </Box>
  );
}
