import { URGE_LIMITS, type UrgeBody } from '@cppcc/contracts';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/apiError';
import { useWorkflowSettingsQuery } from '../../../shared/api/sharedReads';
import { FormDialog } from '../../../shared/forms/FormDialog';
import { showMessage } from '../../../shared/message/messageSlice';
import { useAppDispatch } from '../../../shared/store/hooks';
import { useStaffUrgeMutation } from '../urgingApi';

/** What an urge is about: chosen tasks, every overdue task, or every task not signed for in time. */
export type UrgeTarget = { kind: 'tasks'; taskIds: string[] } | { kind: 'overdue' } | { kind: 'unsigned' };

/** 催办: the message to the units (required), then one call; the server says which tasks it urged. */
export function UrgeDialog({
  target,
  onClose,
  onDone,
}: {
  target: UrgeTarget;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('staffWorkbench');
  const dispatch = useAppDispatch();
  const settings = useWorkflowSettingsQuery();
  const [urge, { isLoading }] = useStaffUrgeMutation();
  const [message, setMessage] = useState('');
  const [days, setDays] = useState('');
  const [error, setError] = useState<string | null>(null);
  const defaultDays = settings.data?.signWarningDays ?? 3;

  const submit = async () => {
    if (!message.trim()) {
      setError(t('urge.messageRequired'));
      return;
    }
    const body: UrgeBody =
      target.kind === 'tasks'
        ? { selection: 'tasks', taskIds: target.taskIds, message }
        : target.kind === 'overdue'
          ? { selection: 'overdue', message }
          : { selection: 'unsigned', days: days.trim() ? Number(days) : defaultDays, message };
    const result = await urge(body);
    if ('data' in result && result.data) {
      dispatch(
        showMessage({
          message: result.data.urged > 0 ? t('urge.done', { count: result.data.urged }) : t('urge.none'),
          variant: result.data.urged > 0 ? 'success' : 'info',
        }),
      );
      onDone();
      return;
    }
    const failure = result.error;
    setError(isApiError(failure) ? failure.message : t('urge.failed'));
  };

  return (
    <FormDialog
      title={t('urge.title')}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      busy={isLoading}
      submitLabel={t('urge.submit')}
    >
      <DialogContentText data-testid="urge-target">
        {target.kind === 'tasks'
          ? t('urge.chosen', { count: target.taskIds.length })
          : target.kind === 'overdue'
            ? t('urge.allOverdue')
            : t('urge.allUnsigned')}
      </DialogContentText>
      {target.kind === 'unsigned' && (
        <TextField
          type="number"
          label={t('urge.days')}
          value={days}
          placeholder={String(defaultDays)}
          onChange={(event) => setDays(event.target.value)}
          helperText={t('urge.daysHint', { days: defaultDays })}
          slotProps={{ htmlInput: { min: 0, max: URGE_LIMITS.days } }}
        />
      )}
      <TextField
        label={t('urge.message')}
        value={message}
        onChange={(event) => {
          setMessage(event.target.value);
          setError(null);
        }}
        required
        multiline
        minRows={3}
        autoFocus
        error={error !== null}
        helperText={error ?? t('urge.messageHint')}
        slotProps={{ htmlInput: { maxLength: URGE_LIMITS.message } }}
      />
    </FormDialog>
  );
}
