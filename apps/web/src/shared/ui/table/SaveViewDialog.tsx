import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SAVED_VIEW_NAME_MAX } from '@cppcc/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/apiError';
import { useErrorText } from '../../api/errorText';

export interface SaveViewDialogProps {
  title: string;
  hint?: string;
  initialName?: string;
  /** Show the "share with all staff" box (staff and admins only). */
  canShare: boolean;
  onClose: () => void;
  /** Resolves with the server's error, or undefined when saved. */
  onSave: (input: { name: string; shared: boolean }) => Promise<ApiError | undefined>;
}

/** A view's name (and, for staff, whether all staff see it): saving a new view, or renaming one. */
export function SaveViewDialog(props: SaveViewDialogProps) {
  const { t } = useTranslation('listViews');
  const errorText = useErrorText();
  const [name, setName] = useState(props.initialName ?? '');
  const [shared, setShared] = useState(false);
  const [error, setError] = useState<ApiError>();
  const [saving, setSaving] = useState(false);
  const fieldError = error?.fields.name ?? (error && !error.fields.shared ? errorText(error) : undefined);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    const failed = await props.onSave({ name, shared });
    setSaving(false);
    if (failed) setError(failed);
    else props.onClose();
  }

  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="xs" aria-labelledby="save-view-title">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="save-view-title">{props.title}</DialogTitle>
        <DialogContent>
          {props.hint && (
            <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
              {props.hint}
            </Typography>
          )}
          <TextField
            autoFocus
            fullWidth
            required
            label={t('name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={Boolean(fieldError)}
            helperText={fieldError}
            slotProps={{ htmlInput: { maxLength: SAVED_VIEW_NAME_MAX + 10, 'data-testid': 'view-name' } }}
            sx={{ mt: 1 }}
          />
          {props.canShare && (
            <FormControlLabel
              control={<Checkbox checked={shared} onChange={(event) => setShared(event.target.checked)} />}
              label={t('share')}
              data-testid="view-shared"
            />
          )}
          {error?.fields.shared && (
            <Typography color="error" variant="body2">
              {error.fields.shared}
            </Typography>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>{t('cancel')}</Button>
          <Button type="submit" variant="contained" disabled={saving} data-testid="view-save">
            {t('save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
