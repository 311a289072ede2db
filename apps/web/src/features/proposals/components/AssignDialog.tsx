import type { AssignBody, ProposalDetail } from '@cppcc/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isStaleVersion } from '../../../shared/api/apiError';
import { useErrorText } from '../../../shared/api/errorText';
import { AssignmentFields, setAssignedUnits } from '../../../shared/assignment/AssignmentFields';
import {
  ASSIGN_FIELDS,
  assignFormField,
  assignFormSchema,
  initialAssignForm,
  toggleSuggestion,
  type AssignForm,
} from '../../../shared/assignment/assignmentForm';
import { FORM_PARSE_OPTIONS } from '../../../shared/forms/formIssues';
import { applyServerFieldErrors } from '../../../shared/forms/serverErrors';
import { registerBundle } from '../../../shared/i18n/i18n';
import { isoToDateInput } from '../../../shared/lib/dates';
import { useAssignProposalMutation, useUnitSuggestionsQuery } from '../api';
import { handlingBundle } from './handlingI18n';
import { UnitSuggestionList } from './UnitSuggestionList';

registerBundle(handlingBundle);

interface Props {
  proposal: ProposalDetail;
  onClose: () => void;
  onDone: (result: ProposalDetail) => void;
  onConflict: () => void;
}

/**
 * 交办: handling mode, lead and co-units (with the suggested units as quick picks), due date and comment.
 * The shared rule from contracts checks the units before sending; the server checks again.
 */
export function AssignDialog({ proposal, onClose, onDone, onConflict }: Props) {
  const { t, i18n } = useTranslation('proposalHandling');
  const errorText = useErrorText();
  // The language is part of the key: the reasons come in it.
  const suggestions = useUnitSuggestionsQuery({ proposalId: proposal.id, language: i18n.language });
  const [assign, assigning] = useAssignProposalMutation();
  const defaultDueDate = suggestions.data?.defaultDueDate;
  const schema = useMemo(
    () => assignFormSchema(proposal.version, defaultDueDate),
    [proposal.version, defaultDueDate],
  );
  const form = useForm<AssignForm, unknown, AssignBody>({
    resolver: zodResolver(schema, FORM_PARSE_OPTIONS),
    defaultValues: initialAssignForm(undefined),
  });
  const { setValue, getFieldState, handleSubmit, setError, formState } = form;
  const [otherError, setOtherError] = useState<string | undefined>();
  const [leadUnitIds, coUnitIds] = useWatch({ control: form.control, name: ['leadUnitIds', 'coUnitIds'] });
  // Until the due date is touched it follows the server's default (which arrives with the suggestions).
  useEffect(() => {
    if (defaultDueDate && !getFieldState('dueDay').isDirty)
      setValue('dueDay', isoToDateInput(defaultDueDate));
  }, [defaultDueDate, getFieldState, setValue]);

  const submit = async (body: AssignBody) => {
    const result = await assign({ id: proposal.id, body });
    if (result.data) onDone(result.data);
    else if (isStaleVersion(result.error)) onConflict();
    else {
      const onFields = applyServerFieldErrors(result.error, [...ASSIGN_FIELDS, 'comment'], (field, error) =>
        setError(field === 'comment' ? field : assignFormField(field), error),
      );
      setOtherError(onFields ? undefined : errorText(result.error));
    }
  };

  return (
    <Dialog
      open
      onClose={assigning.isLoading ? undefined : onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby="assign-dialog-title"
      data-testid="assign-dialog"
    >
      <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
        <DialogTitle id="assign-dialog-title">{t('assignTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <DialogContentText>{t('assignHint')}</DialogContentText>
            <AssignmentFields
              form={form}
              dueHint={t('dueDateHint')}
              dueTestId="due-date"
              suggestions={
                <UnitSuggestionList
                  suggestions={suggestions.data}
                  loading={suggestions.isLoading}
                  failed={Boolean(suggestions.error)}
                  isPicked={(id) => leadUnitIds.includes(id) || coUnitIds.includes(id)}
                  onToggle={(id) => setAssignedUnits(form, toggleSuggestion(form.getValues(), id))}
                />
              }
            />
            {formState.isSubmitted && Object.keys(formState.errors).length > 0 && (
              <Typography role="alert" color="error" variant="body2">
                {t('checkFields')}
              </Typography>
            )}
            {otherError && <Alert severity="error">{otherError}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={assigning.isLoading}>
            {t('cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={assigning.isLoading}
            data-testid="assign-confirm"
          >
            {assigning.isLoading ? t('assigning') : t('confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
