import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registerBundle } from '../../i18n/i18n';
import type { ColumnChooserListProps } from './ColumnChooserList';
import { listViewsBundle } from './i18n';

registerBundle(listViewsBundle);

/**
 * The list and its drag and drop (dnd-kit, ~14 kB compressed) load when the dialog first opens: every list
 * page shows this button, so a landing page's first screen would otherwise carry them (issue 33 §1).
 */
const loadList = () => import('./ColumnChooserList');
const ColumnChooserList = lazy(async () => ({ default: (await loadList()).ColumnChooserList }));

export interface ColumnChooserProps extends ColumnChooserListProps {
  /** Back to the list's default columns. */
  onReset: () => void;
}

/** The "Columns" button and its dialog (full screen on a phone, as every dialog there). */
export function ColumnChooser(props: ColumnChooserProps) {
  const { t } = useTranslation('listViews');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<ViewColumnIcon />}
        onClick={() => setOpen(true)}
        // Asked for on the pointer's approach, so the list is usually there when the dialog opens.
        onPointerEnter={() => void loadList()}
        onFocus={() => void loadList()}
        aria-haspopup="dialog"
        data-testid="column-chooser"
      >
        {t('columns')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        fullWidth
        maxWidth="xs"
        aria-labelledby="column-chooser-title"
      >
        <DialogTitle id="column-chooser-title">{t('columnsTitle')}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary">
            {t('columnsHint')}
          </Typography>
          <Suspense fallback={null}>
            <ColumnChooserList columns={props.columns} visible={props.visible} onChange={props.onChange} />
          </Suspense>
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onReset}>{t('resetColumns')}</Button>
          <Button variant="contained" onClick={() => setOpen(false)} data-testid="column-chooser-done">
            {t('done')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
