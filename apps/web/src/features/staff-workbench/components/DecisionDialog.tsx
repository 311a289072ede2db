import type { ReplyDetail, TaskDetail, TaskTransitionBody, WorkflowSettings } from '@cppcc/contracts';
import DialogContentText from '@mui/material/DialogContentText';
import MenuItem from '@mui/material/MenuItem';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isStaleVersion } from '../../../shared/api/apiError';
import { useErrorText } from '../../../shared/api/errorText';
import { useStaffTaskTransitionMutation } from '../api';
import { isoToDateInput } from '../../../shared/lib/dates';
import { FormDialog } from '../../../shared/forms/FormDialog';
import { FORM_PARSE_OPTIONS } from '../../../shared/forms/formIssues';
import { FormTextField } from '../../../shared/forms/FormTextField';
import { useFieldErrorText } from '../../../shared/forms/fieldError';
import { applyServerFieldErrors } from '../../../shared/forms/serverErrors';
import {
  DECISION_FIELDS,
  DECISION_FORM_FIELD,
  decisionFields,
  decisionFormSchema,
  excludedUnitIds,
  initialDecisionValues,
  isApproval,
  type DecisionValues,
  type StaffDecision,
} from '../lib/decisions';
import { useTaskLabels } from './taskLabels';
import { UnitField, UnitsField } from '../../../shared/assignment/UnitsField';

interface Props {
  task: TaskDetail;
  action: StaffDecision;
  reply: ReplyDetail | undefined;
  settings: WorkflowSettings | undefined;
  onClose: () => void;
  onDone: (result: TaskDetail) => void;
  onConflict: () => void;
}

/**
 * One staff decision on a task: says what it will do (the confirmation), asks what the decision needs,
 * checks it as the server will, and posts it with the task's version.
 */
export function DecisionDialog({ task, action, reply, settings, onClose, onDone, onConflict }: Props) {
  const { t } = useTranslation('staffWorkbench');
  const labels = useTaskLabels(settings);
  const errorText = useErrorText();
  const fieldErrorText = useFieldErrorText();
  const [transition, state] = useStaffTaskTransitionMutation();
  const schema = useMemo(
    () =>
      decisionFormSchema(action, task, (problem) => t(problem.key, { ns: 'messages', ...problem.params })),
    [action, task, t],
  );
  const { control, handleSubmit, setError } = useForm<DecisionValues, unknown, TaskTransitionBody>({
    resolver: zodResolver(schema, FORM_PARSE_OPTIONS),
    defaultValues: initialDecisionValues(action, task, reply),
  });
  const [otherError, setOtherError] = useState<string | undefined>();
  const fields = decisionFields(action);
  const label = labels.taskAction(action);
  const latestDay = isoToDateInput(task.latestDueDate);
  const resultClass = useWatch({ control, name: 'resultClass' });

  const submit = async (body: TaskTransitionBody) => {
    const result = await transition({ taskId: task.id, body });
    if (result.data) onDone(result.data);
    else if (isStaleVersion(result.error)) onConflict();
    else {
      const onFields = applyServerFieldErrors(result.error, DECISION_FIELDS, (field, error) =>
        setError(DECISION_FORM_FIELD[field], error),
      );
      setOtherError(onFields ? undefined : errorText(result.error));
    }
  };

  const commentRequired = action === 'refuse_adjustment' || action === 'refuse_extension';

  return (
    <FormDialog
      title={label}
      onClose={onClose}
      onSubmit={(event) => void handleSubmit(submit)(event)}
      busy={state.isLoading}
      submitLabel={label}
      submitTestId="decision-confirm"
      submitColor={isApproval(action) ? 'primary' : 'error'}
      error={otherError}
      testId="decision-dialog"
    >
      <DialogContentText>{t(`confirm.${action}`)}</DialogContentText>
      {fields.includes('unitIds') && (
        <Controller
          control={control}
          name="unitIds"
          render={({ field, fieldState }) =>
            task.role === 'co' ? (
              <UnitsField
                label={t('newUnits')}
                required
                value={field.value}
                exclude={excludedUnitIds(task)}
                onChange={field.onChange}
                error={fieldErrorText(fieldState.error)}
              />
            ) : (
              <UnitField
                label={t('newUnits')}
                required
                value={field.value[0]}
                exclude={excludedUnitIds(task)}
                onChange={(id) => field.onChange(id ? [id] : [])}
                error={fieldErrorText(fieldState.error)}
                helperText={t('newUnitHint')}
              />
            )
          }
        />
      )}
      {fields.includes('dueDate') && (
        <FormTextField
          control={control}
          name="dueDay"
          type="date"
          label={t('newDueDate')}
          required
          helperText={t('newDueDateHint', { date: latestDay || '—' })}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { max: latestDay || undefined, 'data-testid': 'new-due-date' },
          }}
        />
      )}
      {fields.includes('resultClass') && (
        <FormTextField
          control={control}
          name="resultClass"
          select
          label={t('resultClass')}
          helperText={t('resultClassHint')}
          slotProps={{ htmlInput: { 'data-testid': 'result-class' } }}
        >
          {(settings?.replyClasses ?? []).map((item) => (
            <MenuItem key={item.code} value={item.code}>
              {labels.resultClass(item.code)}
            </MenuItem>
          ))}
          {resultClass && !settings?.replyClasses.some((c) => c.code === resultClass) && (
            <MenuItem value={resultClass}>{resultClass}</MenuItem>
          )}
        </FormTextField>
      )}
      {fields.includes('reason') && (
        <FormTextField
          control={control}
          name="reason"
          label={t('rejectReason')}
          required
          autoFocus
          multiline
          minRows={3}
          slotProps={{ htmlInput: { 'data-testid': 'decision-reason' } }}
        />
      )}
      {fields.includes('comment') && (
        <FormTextField
          control={control}
          name="comment"
          label={commentRequired ? t('commentRequired') : t('commentOptional')}
          required={commentRequired}
          autoFocus={commentRequired}
          multiline
          minRows={commentRequired ? 3 : 2}
          slotProps={{ htmlInput: { 'data-testid': 'decision-comment' } }}
        />
      )}
    </FormDialog>
  );
}
