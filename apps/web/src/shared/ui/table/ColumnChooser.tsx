import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registerBundle } from '../../i18n/i18n';
import type { ColumnChooserListProps } from './ColumnChooserList';
import { listViewsBundle } from './i18n';

registerBundle(listViewsBundle);

/**
 * The dialog, its list and the list's drag and drop (dnd-kit, ~14 kB compressed) load when the dialog first
 * opens: every list page shows this button, so a landing page's first screen would otherwise carry them, MUI's
 * Dialog too (issue 33 §1).
 */
const loadDialog = () => import('./ColumnChooserDialog');
const ColumnChooserDialog = lazy(async () => ({ default: (await loadDialog()).ColumnChooserDialog }));

export interface ColumnChooserProps extends ColumnChooserListProps {
  /** Back to the list's default columns. */
  onReset: () => void;
}

/** The "Columns" button and, once opened, its dialog. */
export function ColumnChooser(props: ColumnChooserProps) {
  const { t } = useTranslation('listViews');
  const [open, setOpen] = useState(false);
  // Kept mounted after the first open, so the dialog closes with its transition and opens at once again.
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<ViewColumnIcon />}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        // Asked for on the pointer's approach, so the dialog is usually there when it opens.
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        aria-haspopup="dialog"
        data-testid="column-chooser"
      >
        {t('columns')}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <ColumnChooserDialog
            open={open}
            onClose={() => setOpen(false)}
            onReset={props.onReset}
            columns={props.columns}
            visible={props.visible}
            onChange={props.onChange}
          />
        </Suspense>
      )}
    </>
  );
}
