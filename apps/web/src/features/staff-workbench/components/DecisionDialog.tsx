import type { ReplyDetail, TaskDetail, WorkflowSettings } from '@cppcc/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/apiError';
import { useErrorText } from '../../../shared/api/errorText';
import { useStaffTaskTransitionMutation } from '../api';
import { isoToDateInput } from '../../../shared/lib/dates';
import {
  decisionBody,
  decisionFields,
  decisionProblems,
  excludedUnitIds,
  initialDecisionValues,
  isApproval,
  type DecisionField,
  type DecisionValues,
  type StaffDecision,
} from '../lib/decisions';
import { useTaskLabels } from './taskLabels';
import { UnitField, UnitsField } from './UnitsField';

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
  const [transition, state] = useStaffTaskTransitionMutation();
  const [values, setValues] = useState<DecisionValues>(() => initialDecisionValues(action, task, reply));
  const [showProblems, setShowProblems] = useState(false);
  const fields = decisionFields(action);
  const problems = decisionProblems(action, values, task);
  const serverFields = isApiError(state.error) ? state.error.fields : {};
  const errorOf = (field: DecisionField): string | undefined => {
    const problem = showProblems ? problems[field] : undefined;
    if (problem) return t(problem.key, { ns: 'messages', ...problem.params });
    return serverFields[field];
  };
  const set = (patch: Partial<DecisionValues>) => setValues({ ...values, ...patch });
  const label = labels.taskAction(action);
  const latestDay = isoToDateInput(task.latestDueDate);

  async function submit() {
    if (Object.keys(problems).length > 0) {
      setShowProblems(true);
      return;
    }
    const result = await transition({ taskId: task.id, body: decisionBody(action, values, task) });
    if (result.data) onDone(result.data);
    else if (isApiError(result.error) && result.error.status === 409) onConflict();
    else setShowProblems(true);
  }

  const commentRequired = action === 'refuse_adjustment' || action === 'refuse_extension';
  const otherError =
    state.error && Object.keys(serverFields).length === 0 ? errorText(state.error) : undefined;

  return (
    <Dialog
      open
      onClose={state.isLoading ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="decision-title"
      data-testid="decision-dialog"
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DialogTitle id="decision-title">{label}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 0.5 }}>
            <DialogContentText>{t(`confirm.${action}`)}</DialogContentText>
            {fields.includes('unitIds') &&
              (task.role === 'co' ? (
                <UnitsField
                  label={t('newUnits')}
                  required
                  value={values.unitIds}
                  exclude={excludedUnitIds(task)}
                  onChange={(unitIds) => set({ unitIds })}
                  error={errorOf('unitIds')}
                />
              ) : (
                <UnitField
                  label={t('newUnits')}
                  required
                  value={values.unitIds[0]}
                  exclude={excludedUnitIds(task)}
                  onChange={(id) => set({ unitIds: id ? [id] : [] })}
                  error={errorOf('unitIds')}
                  helperText={t('newUnitHint')}
                />
              ))}
            {fields.includes('dueDate') && (
              <TextField
                type="date"
                label={t('newDueDate')}
                required
                value={values.dueDay}
                onChange={(event) => set({ dueDay: event.target.value })}
                error={Boolean(errorOf('dueDate'))}
                helperText={errorOf('dueDate') ?? t('newDueDateHint', { date: latestDay || '—' })}
                slotProps={{
                  inputLabel: { shrink: true },
                  htmlInput: { max: latestDay || undefined, 'data-testid': 'new-due-date' },
                }}
              />
            )}
            {fields.includes('resultClass') && (
              <TextField
                select
                label={t('resultClass')}
                value={values.resultClass}
                onChange={(event) => set({ resultClass: event.target.value })}
                error={Boolean(errorOf('resultClass'))}
                helperText={errorOf('resultClass') ?? t('resultClassHint')}
                slotProps={{ htmlInput: { 'data-testid': 'result-class' } }}
              >
                {(settings?.replyClasses ?? []).map((item) => (
                  <MenuItem key={item.code} value={item.code}>
                    {labels.resultClass(item.code)}
                  </MenuItem>
                ))}
                {values.resultClass && !settings?.replyClasses.some((c) => c.code === values.resultClass) && (
                  <MenuItem value={values.resultClass}>{values.resultClass}</MenuItem>
                )}
              </TextField>
            )}
            {fields.includes('reason') && (
              <TextField
                label={t('rejectReason')}
                required
                autoFocus
                multiline
                minRows={3}
                value={values.reason}
                onChange={(event) => set({ reason: event.target.value })}
                error={Boolean(errorOf('reason'))}
                helperText={errorOf('reason')}
                slotProps={{ htmlInput: { 'data-testid': 'decision-reason' } }}
              />
            )}
            {fields.includes('comment') && (
              <TextField
                label={commentRequired ? t('commentRequired') : t('commentOptional')}
                required={commentRequired}
                autoFocus={commentRequired}
                multiline
                minRows={commentRequired ? 3 : 2}
                value={values.comment}
                onChange={(event) => set({ comment: event.target.value })}
                error={Boolean(errorOf('comment'))}
                helperText={errorOf('comment')}
                slotProps={{ htmlInput: { 'data-testid': 'decision-comment' } }}
              />
            )}
            {otherError && <Alert severity="error">{otherError}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={state.isLoading}>
            {t('cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={isApproval(action) ? 'primary' : 'error'}
            disabled={state.isLoading}
            data-testid="decision-confirm"
          >
            {label}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
