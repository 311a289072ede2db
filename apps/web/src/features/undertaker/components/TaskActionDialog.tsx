import { TASK_LIMITS, type TaskDetail, type TaskTransitionBody } from '@cppcc/contracts';
import Alert from '@mui/material/Alert';
import DialogContentText from '@mui/material/DialogContentText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../../shared/ui/Loading';
import { useUnitTransitionMutation } from '../api';
import { FormDialog } from '../../../shared/forms/FormDialog';
import { FORM_PARSE_OPTIONS } from '../../../shared/forms/formIssues';
import { FormTextField } from '../../../shared/forms/FormTextField';
import {
  TASK_ACTION_FIELDS,
  taskActionFormField,
  taskActionFormSchema,
  type TaskActionForm,
} from '../lib/taskActionForm';
import { dayOf, extensionBounds, type UnitAction } from '../lib/taskForms';
import { useProblemText, useWriteFailure } from './feedback';
import { useLabels } from './labels';
import { QueryError } from '../../../shared/ui/QueryError';
import { ReplyView } from './ReplyView';
import { useReplyQuery, useWorkflowSettingsQuery } from '../../../shared/api/sharedReads';

/** The submissions go through the reply page (its checklist and confirmation), not this dialog. */
export type DialogAction = Exclude<UnitAction, 'submit_reply' | 'submit_for_approval'>;

/**
 * The reply a decision is about: the lead's draft a co-unit gives its opinion on (TaskDetail.reply is the
 * lead's reply for a co-unit), or the reply a 签发人 signs off.
 */
function LeadDraft({ replyId, label }: { replyId: string; label?: string }) {
  const { t } = useTranslation('undertaker');
  const reply = useReplyQuery(replyId);
  const settings = useWorkflowSettingsQuery();
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, maxHeight: 320, overflow: 'auto' }}
      aria-label={label ?? t('leadDraft')}
    >
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
  const schema = useMemo(
    () => taskActionFormSchema(action, task, (problem) => problemText(problem) ?? problem.key),
    [action, task, problemText],
  );
  const { control, handleSubmit, setError } = useForm<TaskActionForm, unknown, TaskTransitionBody>({
    resolver: zodResolver(schema, FORM_PARSE_OPTIONS),
    defaultValues: { reason: '', day: '', opinion: '' },
  });
  const [otherServerFields, setOtherServerFields] = useState<[string, string][]>([]);
  const failure = useWriteFailure(reload);
  const bounds = extensionBounds(task);
  const title = labels.taskAction(action);

  const submit = async (body: TaskTransitionBody) => {
    const result = await transition({ taskId: task.id, proposalId: task.proposal.id, body });
    if (!result.error) {
      onDone();
      return;
    }
    const { conflict, fields } = failure(result.error);
    if (conflict) {
      onClose();
      return;
    }
    for (const field of TASK_ACTION_FIELDS)
      if (fields[field])
        setError(taskActionFormField(field), { type: 'server', message: problemText(fields[field]) });
    setOtherServerFields(
      Object.entries(fields).filter(([name]) => !(TASK_ACTION_FIELDS as readonly string[]).includes(name)),
    );
  };

  return (
    <FormDialog
      title={title}
      onClose={onClose}
      onSubmit={(event) => void handleSubmit(submit)(event)}
      busy={isLoading}
      submitLabel={title}
      maxWidth={action === 'send_opinion' || action === 'approve_in_unit' ? 'md' : 'sm'}
    >
      <DialogContentText>{t(`actionHint.${action}`)}</DialogContentText>
      {action === 'request_adjustment' && task.adjustmentWindowEndsAt && (
        <Typography variant="body2" color="textSecondary">
          {t('adjustmentWindowUntil', { date: dayOf(task.adjustmentWindowEndsAt) })}
        </Typography>
      )}
      {action === 'approve_in_unit' && task.reply && (
        <LeadDraft replyId={task.reply.id} label={t('replyToSign')} />
      )}
      {(action === 'request_adjustment' || action === 'request_extension' || action === 'return_in_unit') && (
        <FormTextField
          control={control}
          name="reason"
          label={t(
            action === 'request_adjustment'
              ? 'adjustmentReason'
              : action === 'return_in_unit'
                ? 'returnReason'
                : 'extensionReason',
          )}
          required
          multiline
          minRows={3}
          autoFocus
          slotProps={{ htmlInput: { maxLength: TASK_LIMITS.reason } }}
        />
      )}
      {action === 'request_extension' && (
        <FormTextField
          control={control}
          name="day"
          type="date"
          label={t('wantedDueDate')}
          required
          helperText={t('wantedDueDateHint', {
            current: dayOf(task.dueDate) || '—',
            latest: bounds.max ?? '—',
          })}
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
          <FormTextField
            control={control}
            name="opinion"
            label={t('opinion')}
            required
            multiline
            minRows={4}
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
    </FormDialog>
  );
}
