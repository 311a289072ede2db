import { SATISFACTION, SATISFACTION_LABELS } from '@cppcc/contracts';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import type { EvaluationBody } from '@cppcc/contracts';
import { useId } from 'react';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { registerBundle } from '../i18n/i18n';
import { toLanguage } from '../i18n/languages';
import { FormTextField } from '../forms/FormTextField';
import { useFieldErrorText } from '../forms/fieldError';
import { commentRequired, type EvaluationForm } from './evaluationForm';
import { evaluationBundle } from './i18n';

registerBundle(evaluationBundle);

/** 办理态度 / 办理结果 (满意 · 基本满意 · 不满意), 是否与您沟通, 意见 — radio groups, keyboard friendly. */
export function EvaluationFormFields({
  control,
  disabled,
}: {
  control: Control<EvaluationForm, unknown, EvaluationBody>;
  disabled: boolean;
}) {
  const { t, i18n } = useTranslation('evaluation');
  const language = toLanguage(i18n.language);
  const errorText = useFieldErrorText();
  const id = useId();
  const [attitude, result] = useWatch({ control, name: ['attitude', 'result'] });
  const required = commentRequired({ attitude, result, contacted: '', comment: '' });

  const radios = (
    field: 'attitude' | 'result' | 'contacted',
    label: string,
    options: readonly { value: string; label: string }[],
  ) => (
    <Controller
      control={control}
      name={field}
      render={({ field: bound, fieldState }) => (
        <FormControl required error={Boolean(fieldState.error)} disabled={disabled}>
          <FormLabel id={`${id}-${field}`}>{label}</FormLabel>
          <RadioGroup
            row
            aria-labelledby={`${id}-${field}`}
            name={`${id}-${field}`}
            value={bound.value}
            onChange={(event) => bound.onChange(event.target.value)}
          >
            {options.map((option) => (
              <FormControlLabel
                key={option.value}
                value={option.value}
                control={<Radio />}
                label={option.label}
              />
            ))}
          </RadioGroup>
          {fieldState.error && <FormHelperText>{errorText(fieldState.error)}</FormHelperText>}
        </FormControl>
      )}
    />
  );
  const satisfaction = SATISFACTION.map((value) => ({ value, label: SATISFACTION_LABELS[value][language] }));

  return (
    <Stack spacing={1.5}>
      {radios('attitude', t('attitude'), satisfaction)}
      {radios('result', t('result'), satisfaction)}
      {radios('contacted', t('contacted'), [
        { value: 'yes', label: t('yes') },
        { value: 'no', label: t('no') },
      ])}
      <FormTextField
        control={control}
        name="comment"
        label={t('comment')}
        multiline
        minRows={3}
        required={required}
        disabled={disabled}
        helperText={t(required ? 'commentRequiredHint' : 'commentHint')}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
    </Stack>
  );
}
