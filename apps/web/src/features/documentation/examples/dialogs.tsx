import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export default function DialogsExample() {
  const { t } = useTranslation('documentation');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        {t('sample.deleteDraft')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)}>
        <DialogTitle>{t('sample.deleteDraft')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('sample.deleteDraftText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('sample.cancel')}</Button>
          <Button color="error" onClick={() => setOpen(false)}>
            {t('sample.delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
