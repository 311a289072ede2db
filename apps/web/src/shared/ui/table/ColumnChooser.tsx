import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registerBundle } from '../../i18n/i18n';
import { listViewsBundle } from './i18n';
import { chooserRows, moveColumn, toggleColumn } from './listColumns';

registerBundle(listViewsBundle);

export interface ColumnChooserListProps {
  columns: readonly { id: string; label: string }[];
  /** Visible ids in order. */
  visible: readonly string[];
  onChange: (visible: string[]) => void;
}

/**
 * The columns as a list of checkboxes with up and down buttons: every control a real button or checkbox,
 * so the keyboard (Tab, Space) does all a mouse does; the buttons keep 40 px targets on a phone.
 */
export function ColumnChooserList({ columns, visible: shownIds, onChange: send }: ColumnChooserListProps) {
  const { t } = useTranslation('listViews');
  const { visible, onChange } = useLatestChoice(shownIds, send);
  const labelOf = (id: string) => columns.find((column) => column.id === id)?.label ?? id;
  const rows = chooserRows(
    columns.map((column) => column.id),
    visible,
  );
  return (
    <List dense data-testid="column-chooser-list">
      {rows.map(({ id, shown }) => {
        const index = visible.indexOf(id);
        const last = shown && visible.length === 1;
        return (
          <ListItem
            key={id}
            disableGutters
            data-testid={`column-${id}`}
            data-shown={shown}
            secondaryAction={
              shown && (
                <>
                  <IconButton
                    aria-label={t('moveUp', { label: labelOf(id) })}
                    disabled={index === 0}
                    onClick={() => onChange(moveColumn(visible, id, -1))}
                  >
                    <ArrowUpwardIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    aria-label={t('moveDown', { label: labelOf(id) })}
                    disabled={index === visible.length - 1}
                    onClick={() => onChange(moveColumn(visible, id, 1))}
                  >
                    <ArrowDownwardIcon fontSize="small" />
                  </IconButton>
                </>
              )
            }
          >
            <FormControlLabel
              sx={{ mr: 12 }}
              control={
                <Checkbox
                  checked={shown}
                  disabled={last}
                  onChange={() => onChange(toggleColumn(visible, id))}
                />
              }
              label={labelOf(id)}
              title={last ? t('lastColumn') : undefined}
            />
          </ListItem>
        );
      })}
    </List>
  );
}

/**
 * The choice goes to the URL through a router transition, so the props lag a quick second click: each
 * change builds on the last one sent until the props show it (else the second click undoes the first).
 */
function useLatestChoice(visible: readonly string[], send: (visible: string[]) => void) {
  const [sent, setSent] = useState<string[][]>([]);
  const key = visible.join(',');
  const [shownKey, setShownKey] = useState(key);
  if (key !== shownKey) {
    // The props moved: to one sent (drop it and those before), or elsewhere (a reset: drop them all).
    setShownKey(key);
    setSent(sent.slice(sent.findIndex((ids) => ids.join(',') === key) + 1 || Infinity));
  }
  return {
    visible: sent.at(-1) ?? visible,
    onChange: (ids: string[]) => {
      setSent([...sent, ids]);
      send(ids);
    },
  };
}

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
          <ColumnChooserList columns={props.columns} visible={props.visible} onChange={props.onChange} />
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
