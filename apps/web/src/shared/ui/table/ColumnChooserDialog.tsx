import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { registerBundle } from '../../i18n/i18n';
import { ColumnChooserList, type ColumnChooserListProps } from './ColumnChooserList';
import { listViewsBundle } from './i18n';

registerBundle(listViewsBundle);

export interface ColumnChooserDialogProps extends ColumnChooserListProps {
  open: boolean;
  onClose: () => void;
  /** Back to the list's default columns. */
  onReset: () => void;
}

/** The column chooser's dialog (full screen on a phone, as every dialog there): the list and its buttons. */
export function ColumnChooserDialog({ open, onClose, onReset, ...list }: ColumnChooserDialogProps) {
  const { t } = useTranslation('listViews');
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="column-chooser-title">
      <DialogTitle id="column-chooser-title">{t('columnsTitle')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="textSecondary">
          {t('columnsHint')}
        </Typography>
        <ColumnChooserList columns={list.columns} visible={list.visible} onChange={list.onChange} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onReset}>{t('resetColumns')}</Button>
        <Button variant="contained" onClick={onClose} data-testid="column-chooser-done">
          {t('done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
