import type { ProposalDetail } from '@cppcc/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/apiError';
import { useErrorText } from '../../../shared/api/errorText';
import { showMessage } from '../../../shared/message/messageSlice';
import { useAppDispatch } from '../../../shared/store/hooks';
import { serverField } from './serverField';
import {
  closingBody,
  closingProblems,
  defaultRehandleDay,
  type ClosingAction,
  type ClosingForm,
} from './closing';
import { useCloseProposalMutation } from './oversightApi';

interface Props {
  proposal: ProposalDetail;
  action: ClosingAction;
  rehandlingPeriodMonths: number | undefined;
  onClose: () => void;
  onConflict: () => void;
}

/**
 * Staff close a replied proposal: 重新办理 (comment, new due date defaulting to the re-handling period),
 * 办结, or 协商办结 after a second 不满意 (minutes of the consultation or an explanation).
 */
export function ClosingDialog({ proposal, action, rehandlingPeriodMonths, onClose, onConflict }: Props) {
  const { t } = useTranslation('proposalOversight');
  const tm = useTranslation('messages').t;
  const errorText = useErrorText();
  const dispatch = useAppDispatch();
  const [send, sending] = useCloseProposalMutation();
  const [form, setForm] = useState<ClosingForm>({ comment: '', dueDay: '', minutes: '' });
  const [dueTouched, setDueTouched] = useState(false);
  const [showProblems, setShowProblems] = useState(false);
  // Until touched the due date follows the setting (which may arrive after the dialog opened).
  const current: ClosingForm = dueTouched
    ? form
    : { ...form, dueDay: defaultRehandleDay(rehandlingPeriodMonths) };
  const problems = closingProblems(action, current);
  const serverFields = isApiError(sending.error) ? sending.error.fields : {};
  const problemText = (field: keyof ClosingForm, serverName: string = field) => {
    const key = showProblems ? problems[field] : undefined;
    return key ? tm(key) : serverField(serverFields, serverName);
  };
  const set = (field: keyof ClosingForm) => (event: { target: { value: string } }) => {
    if (field === 'dueDay') setDueTouched(true);
    setForm({ ...current, [field]: event.target.value });
  };

  async function submit() {
    if (Object.keys(problems).length > 0) {
      setShowProblems(true);
      return;
    }
    const result = await send({ id: proposal.id, body: closingBody(action, current, proposal.version) });
    if (!result.error) {
      dispatch(showMessage({ message: t(`done.${action}`), variant: 'success' }));
      onClose();
    } else if (isApiError(result.error) && result.error.status === 409) {
      dispatch(showMessage({ message: errorText(result.error) ?? t('conflict'), variant: 'warning' }));
      onConflict();
    }
  }

  const title = t(`action.${action}`);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="closing-dialog-title">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DialogTitle id="closing-dialog-title">{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>{t(`hint.${action}`)}</DialogContentText>
            {action === 'rehandle' && (
              <>
                <TextField
                  label={t('rehandleComment')}
                  value={current.comment}
                  onChange={set('comment')}
                  multiline
                  minRows={3}
                  required
                  autoFocus
                  error={Boolean(problemText('comment'))}
                  helperText={problemText('comment')}
                  slotProps={{ htmlInput: { maxLength: 2000 } }}
                />
                <TextField
                  type="date"
                  label={t('rehandleDueDate')}
                  value={current.dueDay}
                  onChange={set('dueDay')}
                  error={Boolean(problemText('dueDay', 'dueDate'))}
                  helperText={
                    problemText('dueDay', 'dueDate') ??
                    t('rehandleDueHint', { months: rehandlingPeriodMonths ?? '—' })
                  }
                  slotProps={{ inputLabel: { shrink: true } }}
                />
              </>
            )}
            {action === 'close' && (
              <TextField
                label={t('closeComment')}
                value={current.comment}
                onChange={set('comment')}
                multiline
                minRows={2}
                autoFocus
                slotProps={{ htmlInput: { maxLength: 2000 } }}
              />
            )}
            {action === 'close_with_minutes' && (
              <TextField
                label={t('minutes')}
                value={current.minutes}
                onChange={set('minutes')}
                multiline
                minRows={5}
                required
                autoFocus
                error={Boolean(problemText('minutes'))}
                helperText={problemText('minutes') ?? t('minutesHint')}
                slotProps={{ htmlInput: { maxLength: 10000 } }}
              />
            )}
            {sending.error && (
              <Alert severity="error" role="alert">
                {errorText(sending.error)}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={sending.isLoading}
            data-testid="closing-confirm"
          >
            {title}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
