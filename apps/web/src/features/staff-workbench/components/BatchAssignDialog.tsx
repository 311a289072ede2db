import type { BatchAssignBody, ProposalSummary } from '@cppcc/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import DialogContentText from '@mui/material/DialogContentText';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../shared/api/errorText';
import { AssignmentFields } from '../../../shared/assignment/AssignmentFields';
import {
  ASSIGN_FIELDS,
  assignFormField,
  batchAssignFormSchema,
  initialAssignForm,
  type AssignForm,
} from '../../../shared/assignment/assignmentForm';
import { FORM_PARSE_OPTIONS } from '../../../shared/forms/formIssues';
import { applyServerFieldErrors } from '../../../shared/forms/serverErrors';
import { useStaffBatchAssignMutation } from '../api';
import { remainingSelection, summariseBatch, type BatchSummary } from '../lib/batch';
import { BatchDialog, BatchSummaryView } from './BatchSummaryView';

/**
 * 批量交办: one handling mode, units, due date (empty: each proposal's default) and comment for every
 * selected registered proposal; the server assigns each in its own transaction and answers per item.
 */
export function BatchAssignDialog({
  proposals,
  onClose,
  onDone,
}: {
  proposals: readonly ProposalSummary[];
  onClose: () => void;
  /** Called with the ids still to keep selected (the failures). */
  onDone: (remaining: string[]) => void;
}) {
  const { t } = useTranslation('staffWorkbench');
  const errorText = useErrorText();
  const [assign, state] = useStaffBatchAssignMutation();
  const schema = useMemo(() => batchAssignFormSchema(proposals), [proposals]);
  const form = useForm<AssignForm, unknown, BatchAssignBody>({
    resolver: zodResolver(schema, FORM_PARSE_OPTIONS),
    defaultValues: initialAssignForm(undefined),
  });
  const { formState } = form;
  const [otherError, setOtherError] = useState<string | undefined>();
  const [summary, setSummary] = useState<BatchSummary | null>(null);
  const titles = useMemo(
    () => new Map(proposals.map((proposal) => [proposal.id, proposal.title])),
    [proposals],
  );

  const submit = async (body: BatchAssignBody) => {
    const result = await assign(body);
    if (result.data) {
      setSummary(summariseBatch(result.data.results, titles));
      onDone(remainingSelection(result.data.results));
      return;
    }
    const onFields = applyServerFieldErrors(result.error, ASSIGN_FIELDS, (field, error) =>
      form.setError(assignFormField(field), error),
    );
    setOtherError(onFields ? undefined : errorText(result.error));
  };

  return (
    <BatchDialog
      title={t('batchAssignTitle', { count: proposals.length })}
      testId="batch-assign-dialog"
      busy={state.isLoading}
      onClose={onClose}
      summary={
        summary && (
          <BatchSummaryView
            summary={summary}
            texts={{
              done: t('batchAssignDone', { succeeded: summary.succeeded, failed: summary.failed }),
              ok: t('batchAssigned'),
              failed: t('batchAssignFailed'),
            }}
          />
        )
      }
      goLabel={state.isLoading ? t('assigning') : t('assign')}
      submit={{ type: 'submit', form: 'batch-assign-form' }}
      submitTestId="batch-assign-confirm"
    >
      <Stack
        component="form"
        id="batch-assign-form"
        noValidate
        spacing={2.5}
        sx={{ pt: 1 }}
        onSubmit={(event) => void form.handleSubmit(submit)(event)}
      >
        <DialogContentText>{t('batchAssignHint')}</DialogContentText>
        <List dense disablePadding sx={{ maxHeight: 160, overflow: 'auto' }}>
          {proposals.map((proposal) => (
            <ListItem key={proposal.id} disableGutters>
              <ListItemText
                primary={`${proposal.number === null ? '' : `${proposal.number} · `}${proposal.title}`}
              />
            </ListItem>
          ))}
        </List>
        <AssignmentFields form={form} dueHint={t('dueDateDefault')} />
        {formState.isSubmitted && Object.keys(formState.errors).length > 0 && (
          <Typography role="alert" color="error" variant="body2">
            {t('invalid')}
          </Typography>
        )}
        {otherError && <Alert severity="error">{otherError}</Alert>}
      </Stack>
    </BatchDialog>
  );
}
