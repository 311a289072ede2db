import { PROPOSAL_KINDS, PROPOSAL_LIMITS, type ProposalContent } from '@cppcc/contracts';
import Autocomplete from '@mui/material/Autocomplete';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useWorkflowSettingsQuery } from '../../../shared/api/sharedReads';
import { useFieldErrorText } from '../../../shared/forms/fieldError';
import { useTopicsQuery, useUnitsQuery } from '../../../shared/api/sharedReads';
import { kindLabel } from '../labels';
import { SimilarProposals } from './SimilarProposals';

interface EditorFieldsProps {
  control: Control<ProposalContent>;
  /** The current form values: the kind and publicity decide which extra fields show. */
  values: ProposalContent;
  canEdit: boolean;
  proposalId: string | undefined;
}

/** The proposal form's fields, from the title to the contact details. */
export function EditorFields({ control, values, canEdit, proposalId }: EditorFieldsProps) {
  const { t, i18n } = useTranslation('proposals');
  const language = i18n.language;
  const fieldError = useFieldErrorText();
  const settings = useWorkflowSettingsQuery();
  const units = useUnitsQuery();
  const topics = useTopicsQuery(undefined);

  const textField = (
    name: 'title' | 'analysis' | 'suggestions' | 'contactName' | 'contactPhone' | 'contactAddress',
    options: { multiline?: boolean; required?: boolean } = {},
  ) => (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          label={t(name)}
          required={options.required}
          multiline={options.multiline}
          minRows={options.multiline ? 6 : undefined}
          disabled={!canEdit}
          error={Boolean(fieldState.error)}
          helperText={
            fieldError(fieldState.error) ??
            (options.multiline
              ? t('limit', { count: field.value.length, max: PROPOSAL_LIMITS[name] })
              : undefined)
          }
          slotProps={{ htmlInput: { maxLength: PROPOSAL_LIMITS[name] } }}
          fullWidth
        />
      )}
    />
  );

  return (
    <Stack spacing={2} component="form" noValidate onSubmit={(event) => event.preventDefault()}>
      {textField('title', { required: true })}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Controller
          name="kind"
          control={control}
          render={({ field }) => (
            <TextField select label={t('kind')} {...field} disabled={!canEdit} sx={{ minWidth: 200 }}>
              {PROPOSAL_KINDS.map((kind) => (
                <MenuItem key={kind} value={kind}>
                  {kindLabel(kind, language)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Controller
          name="categoryCode"
          control={control}
          render={({ field }) => (
            <TextField
              select
              label={t('category')}
              value={field.value ?? ''}
              onChange={(event) => field.onChange(event.target.value || null)}
              disabled={!canEdit}
              sx={{ minWidth: 200 }}
            >
              <MenuItem value="">{t('noCategory')}</MenuItem>
              {(settings.data?.categories ?? []).map((category) => (
                <MenuItem key={category.code} value={category.code}>
                  {language === 'en' ? category.en : category.zh}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        {/* Issue 27: the published topic of the guide this proposal answers (选题). */}
        <Controller
          name="topicId"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              select
              label={t('topic')}
              value={field.value ?? ''}
              onChange={(event) => field.onChange(event.target.value || null)}
              disabled={!canEdit}
              error={Boolean(fieldState.error)}
              helperText={fieldError(fieldState.error)}
              sx={{ minWidth: 240, maxWidth: '100%' }}
            >
              <MenuItem value="">{t('noTopic')}</MenuItem>
              {(topics.data?.items ?? [])
                .filter((topic) => topic.state === 'published')
                .map((topic) => (
                  <MenuItem key={topic.id} value={topic.id}>
                    {topic.title}
                  </MenuItem>
                ))}
            </TextField>
          )}
        />
      </Stack>
      {values.kind === 'collective' && (
        <Controller
          name="collectiveBody"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              label={t('collectiveBody')}
              value={field.value ?? ''}
              onChange={(event) => field.onChange(event.target.value || null)}
              disabled={!canEdit}
              error={Boolean(fieldState.error)}
              helperText={fieldError(fieldState.error)}
            />
          )}
        />
      )}
      {textField('analysis', { multiline: true, required: true })}
      {textField('suggestions', { multiline: true, required: true })}
      <SimilarProposals
        draft={{ title: values.title, analysis: values.analysis, suggestions: values.suggestions }}
        excludeId={proposalId}
      />
      <Controller
        name="suggestedUnitIds"
        control={control}
        render={({ field, fieldState }) => {
          const options = units.data?.items ?? [];
          return (
            <Autocomplete
              multiple
              options={options}
              getOptionLabel={(option) => option.name}
              value={options.filter((option) => field.value.includes(option.id))}
              onChange={(_event, value) => field.onChange(value.map((option) => option.id))}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              disabled={!canEdit}
              loading={units.isLoading}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={t('suggestedUnits')}
                  error={Boolean(fieldState.error)}
                  helperText={fieldError(fieldState.error)}
                />
              )}
            />
          );
        }}
      />
      <Controller
        name="publicity"
        control={control}
        render={({ field }) => (
          <FormControl disabled={!canEdit}>
            <FormLabel id="publicity-label">{t('publicity')}</FormLabel>
            <RadioGroup row aria-labelledby="publicity-label" {...field}>
              <FormControlLabel value="public" control={<Radio />} label={t('public')} />
              <FormControlLabel value="private" control={<Radio />} label={t('private')} />
            </RadioGroup>
          </FormControl>
        )}
      />
      {values.publicity === 'private' && (
        <Controller
          name="privateReason"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              label={t('privateReason')}
              value={field.value ?? ''}
              onChange={(event) => field.onChange(event.target.value || null)}
              disabled={!canEdit}
              multiline
              minRows={2}
              error={Boolean(fieldState.error)}
              helperText={fieldError(fieldState.error)}
            />
          )}
        />
      )}
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('contact')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {textField('contactName')}
        {textField('contactPhone')}
      </Stack>
      {textField('contactAddress')}
    </Stack>
  );
}
