import { COMMUNICATION_METHODS, TASK_LIMITS } from '@cppcc/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { format } from 'date-fns';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnitAddCommunicationMutation } from '../api';
import type { Problems } from '../lib/problems';
import { communicationBody, emptyCommunication, type CommunicationInput } from '../lib/taskForms';
import { useProblemText, useWriteFailure } from './feedback';

type Field = keyof CommunicationInput;
/** The server names `date`; the form calls it `day`. */
const serverName = (field: Field) => (field === 'day' ? 'date' : field);

/** 新增沟通记录: method, date, participants and notes, all required. */
export function CommunicationDialog({
  taskId,
  onClose,
  onDone,
  reload,
}: {
  taskId: string;
  onClose: () => void;
  onDone: () => void;
  reload: () => void;
}) {
  const { t } = useTranslation('undertaker');
  const problemText = useProblemText();
  const [values, setValues] = useState<CommunicationInput>(() => emptyCommunication());
  const [problems, setProblems] = useState<Problems<Field>>({});
  const [serverFields, setServerFields] = useState<Record<string, string>>({});
  const [add, { isLoading }] = useUnitAddCommunicationMutation();
  const failure = useWriteFailure(reload);
  const set = (field: Field, value: string) => setValues((current) => ({ ...current, [field]: value }));
  const text = (field: Field) => problemText(problems[field]) ?? problemText(serverFields[serverName(field)]);

  async function submit() {
    const checked = communicationBody(values);
    setServerFields({});
    if ('problems' in checked) {
      setProblems(checked.problems);
      return;
    }
    setProblems({});
    const result = await add({ taskId, body: checked.body });
    if (!result.error) {
      onDone();
      return;
    }
    const { conflict, fields } = failure(result.error);
    if (conflict) onClose();
    else setServerFields(fields);
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="communication-title">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DialogTitle id="communication-title">{t('addCommunication')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                select
                label={t('method')}
                value={values.method}
                onChange={(event) => set('method', event.target.value)}
                required
                autoFocus
                sx={{ flex: 1 }}
                error={Boolean(text('method'))}
                helperText={text('method')}
              >
                {COMMUNICATION_METHODS.map((method) => (
                  <MenuItem key={method} value={method}>
                    {t(`methodName.${method}`)}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                type="date"
                label={t('communicationDate')}
                value={values.day}
                onChange={(event) => set('day', event.target.value)}
                required
                sx={{ flex: 1 }}
                error={Boolean(text('day'))}
                helperText={text('day')}
                slotProps={{
                  inputLabel: { shrink: true },
                  htmlInput: { max: format(new Date(), 'yyyy-MM-dd') },
                }}
              />
            </Stack>
            <TextField
              label={t('participants')}
              placeholder={t('participantsHint')}
              value={values.participants}
              onChange={(event) => set('participants', event.target.value)}
              required
              error={Boolean(text('participants'))}
              helperText={text('participants')}
              slotProps={{ htmlInput: { maxLength: TASK_LIMITS.participants } }}
            />
            <TextField
              label={t('notes')}
              value={values.notes}
              onChange={(event) => set('notes', event.target.value)}
              required
              multiline
              minRows={4}
              error={Boolean(text('notes'))}
              helperText={text('notes')}
              slotProps={{ htmlInput: { maxLength: TASK_LIMITS.notes } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="submit" variant="contained" disabled={isLoading}>
            {t('save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
