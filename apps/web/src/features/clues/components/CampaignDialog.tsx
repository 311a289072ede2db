import { CLUE_LIMITS } from '@cppcc/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../shared/api/apiError';
import { useErrorText } from '../../../shared/api/errorText';
import { useCreateClueCampaignMutation } from '../api';

/** Open a collection campaign: title, period (Beijing dates) and its topics, one a line. */
export function CampaignDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('clues');
  const errorText = useErrorText();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [values, setValues] = useState({ title: '', startsOn: '', endsOn: '', topics: '' });
  const [error, setError] = useState<ApiError | null>(null);
  const [create, creating] = useCreateClueCampaignMutation();

  async function save() {
    setError(null);
    try {
      const topics = values.topics
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
      await create({
        title: values.title,
        startsOn: values.startsOn,
        endsOn: values.endsOn,
        topics,
      }).unwrap();
      onClose();
    } catch (caught) {
      setError(caught as ApiError);
    }
  }
  const fieldError = (name: string) =>
    error?.fields?.[name] ??
    Object.entries(error?.fields ?? {}).find(([key]) => key.startsWith(`${name}.`))?.[1];
  const field = (name: keyof typeof values, extra: object = {}) => (
    <TextField
      label={t(name === 'title' ? 'campaignTitle' : name === 'topics' ? 'topicsField' : name)}
      value={values[name]}
      onChange={(event) => setValues({ ...values, [name]: event.target.value })}
      error={Boolean(fieldError(name))}
      helperText={fieldError(name)}
      fullWidth
      {...extra}
    />
  );

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <DialogTitle>{t('newCampaign')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error && Object.keys(error.fields).length === 0 && (
            <Alert severity="error">{errorText(error)}</Alert>
          )}
          {field('title', {
            required: true,
            slotProps: { htmlInput: { maxLength: CLUE_LIMITS.campaignTitle } },
          })}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {field('startsOn', { required: true, type: 'date', slotProps: { inputLabel: { shrink: true } } })}
            {field('endsOn', { required: true, type: 'date', slotProps: { inputLabel: { shrink: true } } })}
          </Stack>
          {field('topics', { multiline: true, minRows: 3 })}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={creating.isLoading}>
          {t('save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
