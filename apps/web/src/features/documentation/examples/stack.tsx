import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

export default function StackExample() {
  const { t } = useTranslation('documentation');
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      divider={<Divider orientation="vertical" flexItem />}
    >
      {(['stateSubmitted', 'stateHandling', 'stateReplied'] as const).map((key) => (
        <Paper key={key} variant="outlined" sx={{ p: 2 }}>
          {t(`sample.${key}`)}
        </Paper>
      ))}
    </Stack>
  );
}
