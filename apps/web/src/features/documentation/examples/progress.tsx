import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A demonstration: the bar advances by itself once started and disappears when it is full. */
export default function ProgressExample() {
  const { t } = useTranslation('documentation');
  const [value, setValue] = useState<number | null>(null);
  useEffect(() => {
    if (value === null) return;
    const timer = setTimeout(() => setValue(value >= 100 ? null : value + 10), 300);
    return () => clearTimeout(timer);
  }, [value]);
  return (
    <Stack spacing={2} sx={{ maxWidth: 420 }}>
      <Button variant="outlined" disabled={value !== null} onClick={() => setValue(0)}>
        {t('sample.demoUpload')}
      </Button>
      {value !== null && (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Box sx={{ flexGrow: 1 }}>
            <LinearProgress variant="determinate" value={value} aria-label={t('sample.uploading')} />
          </Box>
          <CircularProgress
            variant="determinate"
            value={value}
            size={28}
            aria-label={t('sample.uploading')}
          />
        </Stack>
      )}
    </Stack>
  );
}
