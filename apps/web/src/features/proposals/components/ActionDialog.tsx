import {
  NOT_REGISTERED_DISPOSITIONS,
  type ProposalDetail,
  type ProposalTransitionBody,
} from '@cppcc/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isStaleVersion } from '../../../shared/api/apiError';
import { useErrorText } from '../../../shared/api/errorText';
import { FormDialog } from '../../../shared/forms/FormDialog';
import { FORM_PARSE_OPTIONS } from '../../../shared/forms/formIssues';
import { FormTextField } from '../../../shared/forms/FormTextField';
import { useFieldErrorText } from '../../../shared/forms/fieldError';
import { applyServerFieldErrors } from '../../../shared/forms/serverErrors';
import {
  useCategorySuggestionsQuery,
  useMemberPickerQuery,
  useMergeCandidatesQuery,
  useTransitionProposalMutation,
} from '../api';
import { actionLabel, dispositionLabel } from '../labels';
import { dialogFieldsFor, numberText, type TransitionAction } from '../logic';
import { useDebounced } from '../useDebounced';
import { useWorkflowSettingsQuery } from '../../../shared/api/sharedReads';
import {
  ACTION_FORM_FIELDS,
  actionFormOf,
  actionFormSchema,
  type ActionForm,
  type PickerOption,
} from './actionForm';
import { CategorySuggestionList } from './CategorySuggestionList';

interface Props {
  proposal: ProposalDetail;
  action: TransitionAction;
  onClose: () => void;
  onDone: (result: ProposalDetail) => void;
  onConflict: () => void;
  /** Co-signers to invite already listed (those a Word import recognised); the member may change them. */
  invitees?: PickerOption[] | undefined;
}

/** Asks what the action requires (the contracts say which), then posts the transition with the version. */
export function ActionDialog({ proposal, action, onClose, onDone, onConflict, invitees }: Props) {
  const { t, i18n } = useTranslation('proposals');
  const language = i18n.language;
  const errorText = useErrorText();
  const fieldErrorText = useFieldErrorText();
  const fields = dialogFieldsFor(action);
  const schema = useMemo(
    () => actionFormSchema(action, proposal.version, (field) => t('required', { field: t(field) })),
    [action, proposal.version, t],
  );
  const { control, handleSubmit, setError, setValue } = useForm<ActionForm, unknown, ProposalTransitionBody>({
    resolver: zodResolver(schema, FORM_PARSE_OPTIONS),
    defaultValues: { ...actionFormOf(proposal), invitees: invitees ?? [] },
  });
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebounced(search, 300);
  const [general, setGeneral] = useState<string | undefined>();
  const [transition, { isLoading }] = useTransitionProposalMutation();
  const settings = useWorkflowSettingsQuery(undefined, { skip: !fields.includes('category') });
  // 立案: categories suggested from similar registered proposals (issue 28 §4), in the language shown.
  const categorySuggestions = useCategorySuggestionsQuery(
    { proposalId: proposal.id, language },
    { skip: action !== 'register' },
  );
  const category = useWatch({ control, name: 'category' });
  const candidates = useMergeCandidatesQuery(
    { q: debouncedSearch, excludeId: proposal.id },
    { skip: !fields.includes('master') },
  );
  const members = useMemberPickerQuery(
    { q: debouncedSearch || undefined },
    { skip: !fields.includes('invitees') },
  );
  const label = actionLabel(action, language);

  const submit = async (body: ProposalTransitionBody) => {
    const result = await transition({ id: proposal.id, body });
    if ('data' in result && result.data) onDone(result.data);
    else if (isStaleVersion(result.error)) onConflict();
    else {
      const onFields = applyServerFieldErrors(result.error, ACTION_FORM_FIELDS, setError);
      setGeneral(onFields ? undefined : errorText(result.error));
    }
  };

  const memberOptions: PickerOption[] = (members.data?.items ?? [])
    .filter((member) => !proposal.signers.some((signer) => signer.userId === member.id))
    .map((member) => ({
      id: member.id,
      label: member.sector ? `${member.displayName}（${member.sector}）` : member.displayName,
    }));
  const candidateOptions: PickerOption[] = (candidates.data?.items ?? []).map((item) => ({
    id: item.id,
    label: [numberText(item.number, language), item.title].filter(Boolean).join(' '),
  }));
  const onSearchInput = (_event: unknown, value: string, reason: string) => {
    if (reason === 'input') setSearch(value);
  };

  return (
    <FormDialog
      title={label}
      onClose={onClose}
      onSubmit={(event) => void handleSubmit(submit)(event)}
      busy={isLoading}
      submitLabel={label}
      submitTestId="action-confirm"
      error={general}
    >
      {(action === 'submit' || action === 'resubmit') && (
        <Typography color="textSecondary">{t('submitHint')}</Typography>
      )}
      {fields.includes('comment') && (
        <FormTextField
          control={control}
          name="comment"
          label={t('comment')}
          multiline
          minRows={3}
          required
          autoFocus
        />
      )}
      {fields.includes('reason') && (
        <FormTextField
          control={control}
          name="reason"
          label={t('reason')}
          multiline
          minRows={3}
          required
          autoFocus
        />
      )}
      {fields.includes('category') && (
        <FormTextField control={control} name="category" select label={t('category')} required>
          {(settings.data?.categories ?? []).map((option) => (
            <MenuItem key={option.code} value={option.code}>
              {language === 'en' ? option.en : option.zh}
            </MenuItem>
          ))}
        </FormTextField>
      )}
      {action === 'register' && (
        <CategorySuggestionList
          suggestions={categorySuggestions.data}
          loading={categorySuggestions.isLoading}
          failed={Boolean(categorySuggestions.error)}
          current={category}
          onApply={(code) => setValue('category', code, { shouldDirty: true, shouldValidate: true })}
        />
      )}
      {fields.includes('disposition') && (
        <FormTextField control={control} name="disposition" select label={t('disposition')} required>
          {NOT_REGISTERED_DISPOSITIONS.map((value) => (
            <MenuItem key={value} value={value}>
              {dispositionLabel(value, language)}
            </MenuItem>
          ))}
        </FormTextField>
      )}
      {fields.includes('master') && (
        <Controller
          control={control}
          name="master"
          render={({ field, fieldState }) => (
            <Autocomplete
              options={candidateOptions}
              value={field.value}
              onChange={(_event, value) => field.onChange(value)}
              onInputChange={onSearchInput}
              filterOptions={(options) => options}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              loading={candidates.isFetching}
              noOptionsText={t('noCandidates')}
              renderInput={(params) => (
                <TextField
                  {...params}
                  inputRef={field.ref}
                  label={t('master')}
                  placeholder={t('masterSearch')}
                  required
                  error={Boolean(fieldState.error)}
                  helperText={fieldErrorText(fieldState.error)}
                />
              )}
            />
          )}
        />
      )}
      {fields.includes('invitees') && (
        <Controller
          control={control}
          name="invitees"
          render={({ field, fieldState }) => (
            <Autocomplete
              multiple
              options={memberOptions}
              value={field.value}
              onChange={(_event, value) => field.onChange(value)}
              onInputChange={onSearchInput}
              filterOptions={(options) => options}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              loading={members.isFetching}
              renderInput={(params) => (
                <TextField
                  {...params}
                  inputRef={field.ref}
                  label={t('invitees')}
                  placeholder={t('inviteesSearch')}
                  error={Boolean(fieldState.error)}
                  helperText={fieldErrorText(fieldState.error)}
                />
              )}
            />
          )}
        />
      )}
      {fields.includes('signByDate') && (
        <FormTextField
          control={control}
          name="signByDate"
          type="date"
          label={t('signByDate')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      )}
    </FormDialog>
  );
}
