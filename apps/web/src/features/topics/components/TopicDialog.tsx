import { TOPIC_LIMITS, type Topic } from '@cppcc/contracts';
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
import { useCreateTopicMutation, useUpdateTopicMutation } from '../api';
import { TopicClueField } from './TopicClueField';

/** Add a topic (no `topic`) or edit one; the server's field messages show under the fields. */
export function TopicDialog({ topic, onClose }: { topic: Topic | null; onClose: () => void }) {
  const { t } = useTranslation('topics');
  const errorText = useErrorText();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [values, setValues] = useState({
    title: topic?.title ?? '',
    background: topic?.background ?? '',
    sourceUnit: topic?.sourceUnit ?? '',
  });
  const [clues, setClues] = useState(topic?.clues ?? []);
  const [error, setError] = useState<ApiError | null>(null);
  const [create, creating] = useCreateTopicMutation();
  const [update, updating] = useUpdateTopicMutation();
  const busy = creating.isLoading || updating.isLoading;
  const field = (name: keyof typeof values, max: number, multiline = false) => (
    <TextField
      label={t(name)}
      value={values[name]}
      required={name === 'title'}
      multiline={multiline}
      minRows={multiline ? 4 : undefined}
      onChange={(event) => setValues({ ...values, [name]: event.target.value })}
      slotProps={{ htmlInput: { maxLength: max } }}
      error={Boolean(error?.fields?.[name])}
      helperText={error?.fields?.[name]}
      fullWidth
    />
  );

  async function save() {
    setError(null);
    try {
      const clueIds = clues.map((clue) => clue.id);
      if (topic) await update({ id: topic.id, version: topic.version, ...values, clueIds }).unwrap();
      else await create({ ...values, clueIds }).unwrap();
      onClose();
    } catch (caught) {
      setError(caught as ApiError);
    }
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <DialogTitle>{topic ? t('edit') : t('add')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error && Object.keys(error.fields).length === 0 && (
            <Alert severity="error">{errorText(error)}</Alert>
          )}
          {field('title', TOPIC_LIMITS.title)}
          {field('background', TOPIC_LIMITS.background, true)}
          {field('sourceUnit', TOPIC_LIMITS.sourceUnit)}
          <TopicClueField value={clues} onChange={setClues} error={error?.fields?.clueIds} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={busy}>
          {t('save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
