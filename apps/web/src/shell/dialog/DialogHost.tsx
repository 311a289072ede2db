import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { closeDialog, dialogStore } from '../../shared/dialog/dialogService';

/** Renders the dialog opened with `openDialog` / `confirm`. Escape and the backdrop close it. */
export default function DialogHost() {
  const request = useSyncExternalStore(dialogStore.subscribe, dialogStore.getSnapshot, () => null);
  const { t } = useTranslation();
  if (!request) return null;
  if (request.kind === 'confirm') {
    const { options, resolve } = request;
    return (
      <Dialog open onClose={() => resolve(false)} aria-labelledby="confirm-title" maxWidth="xs" fullWidth>
        <DialogTitle id="confirm-title">{options.title}</DialogTitle>
        <DialogContent>{options.message}</DialogContent>
        <DialogActions>
          <Button onClick={() => resolve(false)}>{options.cancelText ?? t('cancel')}</Button>
          <Button
            variant="contained"
            color={options.destructive ? 'error' : 'secondary'}
            onClick={() => resolve(true)}
            autoFocus
          >
            {options.confirmText ?? t('confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    );
  }
  const { options } = request;
  return (
    <Dialog open onClose={closeDialog} maxWidth={options.maxWidth ?? 'sm'} fullWidth>
      {options.title && <DialogTitle>{options.title}</DialogTitle>}
      <DialogContent>{options.content}</DialogContent>
      <DialogActions>{options.actions ?? <Button onClick={closeDialog}>{t('close')}</Button>}</DialogActions>
    </Dialog>
  );
}
