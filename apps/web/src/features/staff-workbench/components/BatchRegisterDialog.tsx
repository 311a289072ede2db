import type { ProposalSummary, WorkflowSettings } from '@cppcc/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import DialogContentText from '@mui/material/DialogContentText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../shared/api/errorText';
import { useFieldErrorText } from '../../../shared/forms/fieldError';
import { FORM_PARSE_OPTIONS } from '../../../shared/forms/formIssues';
import { FormTextField } from '../../../shared/forms/FormTextField';
import { applyServerFieldErrors } from '../../../shared/forms/serverErrors';
import { BatchDialog, BatchSummaryView } from './BatchSummaryView';
import { useStaffBatchRegisterMutation } from '../api';
import { remainingSelection, summariseBatch, type BatchSummary } from '../lib/batch';
import {
  batchRegisterFields,
  batchRegisterFormOf,
  batchRegisterFormSchema,
  type BatchRegisterForm,
  type BatchRegisterFormOutput,
} from '../lib/batchRegisterForm';
import { useLabels } from './labels';

/**
 * 批量立案: a category per selected proposal (defaulting to the proposal's own), then one request; each
 * item is registered in its own transaction, so the answer lists a result per item.
 */
export function BatchRegisterDialog({
  proposals,
  settings,
  onClose,
  onDone,
}: {
  proposals: readonly ProposalSummary[];
  settings: WorkflowSettings | undefined;
  onClose: () => void;
  /** Called with the ids still to keep selected (the failures). */
  onDone: (remaining: string[]) => void;
}) {
  const { t } = useTranslation('staffWorkbench');
  const errorText = useErrorText();
  const { language } = useLabels(settings);
  const [register, state] = useStaffBatchRegisterMutation();
  const fieldErrorText = useFieldErrorText();
  const { control, handleSubmit, setError, formState } = useForm<
    BatchRegisterForm,
    unknown,
    BatchRegisterFormOutput
  >({
    resolver: zodResolver(batchRegisterFormSchema, FORM_PARSE_OPTIONS),
    defaultValues: batchRegisterFormOf(proposals),
  });
  const [otherError, setOtherError] = useState<string | undefined>();
  const [summary, setSummary] = useState<BatchSummary | null>(null);
  const titles = useMemo(
    () => new Map(proposals.map((proposal) => [proposal.id, proposal.title])),
    [proposals],
  );
  const options = settings?.categories ?? [];

  const submit = async (body: BatchRegisterFormOutput) => {
    const result = await register(body);
    if (result.data) {
      setSummary(summariseBatch(result.data.results, titles));
      onDone(remainingSelection(result.data.results));
      return;
    }
    const onFields = applyServerFieldErrors(result.error, batchRegisterFields(proposals.length), setError);
    setOtherError(onFields ? undefined : errorText(result.error));
  };
  // A rule on the list as a whole (how many at once) belongs to no select.
  const listError = fieldErrorText(formState.errors.items?.root ?? formState.errors.items);

  return (
    <BatchDialog
      title={t('batchTitle', { count: proposals.length })}
      testId="batch-dialog"
      busy={state.isLoading}
      onClose={onClose}
      summary={
        summary && (
          <BatchSummaryView
            summary={summary}
            texts={{
              done: t('batchDone', { succeeded: summary.succeeded, failed: summary.failed }),
              ok: t('batchRegistered'),
              failed: t('batchFailed'),
            }}
            okNote={(item) => (item.number === null ? undefined : t('numberIs', { number: item.number }))}
          />
        )
      }
      goLabel={state.isLoading ? t('registering') : t('register')}
      submit={{ type: 'submit', form: 'batch-register-form' }}
    >
      <Stack
        component="form"
        id="batch-register-form"
        noValidate
        spacing={2}
        onSubmit={(event) => void handleSubmit(submit)(event)}
      >
        <DialogContentText>{t('batchHint')}</DialogContentText>
        {(listError ?? otherError) && <Alert severity="error">{listError ?? otherError}</Alert>}
        {proposals.map((proposal, index) => (
          <Stack
            key={proposal.id}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ alignItems: { sm: 'center' } }}
          >
            <Typography sx={{ flex: 1 }}>{proposal.title}</Typography>
            <FormTextField
              control={control}
              name={`items.${index}.categoryCode`}
              select
              size="small"
              label={t('category')}
              sx={{ minWidth: 200 }}
            >
              <MenuItem value="">{t('noCategory')}</MenuItem>
              {options.map((category) => (
                <MenuItem key={category.code} value={category.code}>
                  {language === 'en' ? category.en : category.zh}
                </MenuItem>
              ))}
            </FormTextField>
          </Stack>
        ))}
      </Stack>
    </BatchDialog>
  );
}
