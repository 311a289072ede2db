import Backdrop from '@mui/material/Backdrop';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export default function BackdropExample() {
  const { t } = useTranslation('documentation');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {t('sample.submit')}
      </Button>
      <Backdrop open={open} onClick={() => setOpen(false)} sx={{ color: '#fff', zIndex: 'modal' }}>
        <CircularProgress color="inherit" aria-label={t('sample.processing')} />
      </Backdrop>
    </>
  );
}
