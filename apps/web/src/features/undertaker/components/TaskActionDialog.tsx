import { TASK_LIMITS, type TaskDetail } from '@cppcc/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../../shared/ui/Loading';
import { useUnitTransitionMutation } from '../api';
import { hasProblems, type Problems } from '../lib/problems';
import {
  adjustmentProblems,
  dayOf,
  extensionBounds,
  extensionProblems,
  opinionProblems,
  transitionBody,
  type UnitAction,
} from '../lib/taskForms';
import { useProblemText, useWriteFailure } from './feedback';
import { useLabels } from './labels';
import { QueryError } from '../../../shared/ui/QueryError';
import { ReplyView } from './ReplyView';
import { useReplyQuery, useWorkflowSettingsQuery } from '../../../shared/api/sharedReads';

type Field = 'reason' | 'dueDate' | 'opinion';
export type DialogAction = Exclude<UnitAction, 'submit_reply'>;

/** The lead's draft a co-unit gives its opinion on (TaskDetail.reply is the lead's reply for a co-unit). */
function LeadDraft({ replyId }: { replyId: string }) {
  const { t } = useTranslation('undertaker');
  const reply = useReplyQuery(replyId);
  const settings = useWorkflowSettingsQuery();
  return (
    <Paper variant="outlined" sx={{ p: 2, maxHeight: 320, overflow: 'auto' }} aria-label={t('leadDraft')}>
      {reply.isLoading ? (
        <Loading />
      ) : reply.error || !reply.data ? (
        <QueryError error={reply.error} onRetry={() => void reply.refetch()} />
      ) : (
        <ReplyView reply={reply.data} settings={settings.data} />
      )}
    </Paper>
  );
}

/**
 * Asks what a task action needs (a reason, a date, an opinion, or just a confirmation), then posts the
 * transition with the task's version. A 409 closes it and reloads the task (see useWriteFailure).
 */
export function TaskActionDialog({
  task,
  action,
  onClose,
  onDone,
  reload,
}: {
  task: TaskDetail;
  action: DialogAction;
  onClose: () => void;
  onDone: () => void;
  reload: () => void;
}) {
  const { t } = useTranslation('undertaker');
  const labels = useLabels();
  const problemText = useProblemText();
  const [transition, { isLoading }] = useUnitTransitionMutation();
  const [reason, setReason] = useState('');
  const [day, setDay] = useState('');
  const [opinion, setOpinion] = useState('');
  const [problems, setProblems] = useState<Problems<Field>>({});
  const [serverFields, setServerFields] = useState<Record<string, string>>({});
  const failure = useWriteFailure(reload);
  const bounds = extensionBounds(task);
  const title = labels.taskAction(action);

  function check(): Problems<Field> {
    switch (action) {
      case 'request_adjustment':
        return adjustmentProblems({ reason });
      case 'request_extension':
        return extensionProblems({ reason, day }, task);
      case 'send_opinion':
        return opinionProblems({ opinion });
      default:
        return {};
    }
  }

  async function submit() {
    const found = check();
    setProblems(found);
    setServerFields({});
    if (hasProblems(found)) return;
    const body = transitionBody(action, task, { reason, day, opinion });
    const result = await transition({ taskId: task.id, proposalId: task.proposal.id, body });
    if (!result.error) {
      onDone();
      return;
    }
    const { conflict, fields } = failure(result.error);
    if (conflict) onClose();
    else setServerFields(fields);
  }

  const text = (field: Field) => problemText(problems[field]) ?? problemText(serverFields[field]);
  const otherServerFields = Object.entries(serverFields).filter(
    ([name]) => !['reason', 'dueDate', 'opinion'].includes(name),
  );

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth={action === 'send_opinion' ? 'md' : 'sm'}
      aria-labelledby="task-action-title"
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DialogTitle id="task-action-title">{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <DialogContentText>{t(`actionHint.${action}`)}</DialogContentText>
            {action === 'request_adjustment' && task.adjustmentWindowEndsAt && (
              <Typography variant="body2" color="text.secondary">
                {t('adjustmentWindowUntil', { date: dayOf(task.adjustmentWindowEndsAt) })}
              </Typography>
            )}
            {(action === 'request_adjustment' || action === 'request_extension') && (
              <TextField
                label={t(action === 'request_adjustment' ? 'adjustmentReason' : 'extensionReason')}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                required
                multiline
                minRows={3}
                autoFocus
                error={Boolean(text('reason'))}
                helperText={text('reason')}
                slotProps={{ htmlInput: { maxLength: TASK_LIMITS.reason } }}
              />
            )}
            {action === 'request_extension' && (
              <TextField
                type="date"
                label={t('wantedDueDate')}
                value={day}
                onChange={(event) => setDay(event.target.value)}
                required
                error={Boolean(text('dueDate'))}
                helperText={
                  text('dueDate') ??
                  t('wantedDueDateHint', { current: dayOf(task.dueDate) || '—', latest: bounds.max ?? '—' })
                }
                slotProps={{
                  inputLabel: { shrink: true },
                  htmlInput: { min: bounds.min, ...(bounds.max ? { max: bounds.max } : {}) },
                }}
              />
            )}
            {action === 'send_opinion' && (
              <>
                {task.reply ? (
                  <LeadDraft replyId={task.reply.id} />
                ) : (
                  <Alert severity="info">{t('noLeadDraft')}</Alert>
                )}
                <TextField
                  label={t('opinion')}
                  value={opinion}
                  onChange={(event) => setOpinion(event.target.value)}
                  required
                  multiline
                  minRows={4}
                  error={Boolean(text('opinion'))}
                  helperText={text('opinion')}
                  slotProps={{ htmlInput: { maxLength: TASK_LIMITS.opinion } }}
                />
              </>
            )}
            {otherServerFields.length > 0 && (
              <Alert severity="error">
                {otherServerFields.map(([name, reasonText]) => (
                  <div key={name}>{problemText(reasonText)}</div>
                ))}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="submit" variant="contained" disabled={isLoading}>
            {title}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
