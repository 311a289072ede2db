import { SUPERVISION_METHOD_LABELS, SUPERVISION_METHODS, type SupervisionMethod } from '@cppcc/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/apiError';
import { useErrorText } from '../../../shared/api/errorText';
import { toLanguage } from '../../../shared/i18n/languages';
import { showMessage } from '../../../shared/message/messageSlice';
import { useAppDispatch } from '../../../shared/store/hooks';
import { serverField } from './serverField';
import { useAddSupervisionMutation } from './oversightApi';
import { initialSupervisionForm, supervisionInput, type SupervisionForm } from './supervisionForm';

/** 新增督办记录: how (协商座谈, 视察, 调研, 走访), when, and the minutes. */
export function SupervisionDialog({ proposalId, onClose }: { proposalId: string; onClose: () => void }) {
  const { t, i18n } = useTranslation('proposalOversight');
  const tm = useTranslation('messages').t;
  const language = toLanguage(i18n.language);
  const errorText = useErrorText();
  const dispatch = useAppDispatch();
  const [add, adding] = useAddSupervisionMutation();
  const [form, setForm] = useState<SupervisionForm>(() => initialSupervisionForm());
  const [showProblems, setShowProblems] = useState(false);
  const input = supervisionInput(form);
  const serverFields = isApiError(adding.error) ? adding.error.fields : {};
  const problemText = (field: keyof SupervisionForm, serverName: string = field) => {
    const key = showProblems && !input.ok ? input.problems[field] : undefined;
    return key ? tm(key) : serverField(serverFields, serverName);
  };

  async function submit() {
    if (!input.ok) {
      setShowProblems(true);
      return;
    }
    const result = await add({ id: proposalId, body: input.body });
    if (!result.error) {
      dispatch(showMessage({ message: t('supervisionAdded'), variant: 'success' }));
      onClose();
    }
  }

  const title = t('addSupervision');
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="supervision-dialog-title">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DialogTitle id="supervision-dialog-title">{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              select
              label={t('method')}
              value={form.method}
              onChange={(event) => setForm({ ...form, method: event.target.value as SupervisionMethod })}
              required
              autoFocus
              error={Boolean(problemText('method'))}
              helperText={problemText('method')}
            >
              {SUPERVISION_METHODS.map((method) => (
                <MenuItem key={method} value={method}>
                  {SUPERVISION_METHOD_LABELS[method][language]}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              type="date"
              label={t('date')}
              value={form.day}
              onChange={(event) => setForm({ ...form, day: event.target.value })}
              required
              error={Boolean(problemText('day', 'date'))}
              helperText={problemText('day', 'date')}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              label={t('supervisionMinutes')}
              value={form.minutes}
              onChange={(event) => setForm({ ...form, minutes: event.target.value })}
              multiline
              minRows={4}
              required
              error={Boolean(problemText('minutes'))}
              helperText={problemText('minutes')}
              slotProps={{ htmlInput: { maxLength: 10000 } }}
            />
            {adding.error && Object.keys(serverFields).length === 0 && (
              <Alert severity="error" role="alert">
                {errorText(adding.error)}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={adding.isLoading}
            data-testid="supervision-confirm"
          >
            {t('save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
