import { SATISFACTION, SATISFACTION_LABELS } from '@cppcc/contracts';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { registerBundle } from '../i18n/i18n';
import { toLanguage } from '../i18n/languages';
import { commentRequired, type EvaluationField, type EvaluationForm } from './evaluationForm';
import { evaluationBundle } from './i18n';

registerBundle(evaluationBundle);

interface Props {
  form: EvaluationForm;
  onChange: (form: EvaluationForm) => void;
  /** Field → text to show (already translated). */
  problems: Partial<Record<EvaluationField, string>>;
  disabled: boolean;
}

/** 办理态度 / 办理结果 (满意 · 基本满意 · 不满意), 是否与您沟通, 意见 — radio groups, keyboard friendly. */
export function EvaluationFormFields({ form, onChange, problems, disabled }: Props) {
  const { t, i18n } = useTranslation('evaluation');
  const language = toLanguage(i18n.language);
  const id = useId();

  const choice = (field: 'attitude' | 'result', label: string) => (
    <FormControl required error={Boolean(problems[field])} disabled={disabled}>
      <FormLabel id={`${id}-${field}`}>{label}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={`${id}-${field}`}
        name={`${id}-${field}`}
        value={form[field]}
        onChange={(event) => onChange({ ...form, [field]: event.target.value })}
      >
        {SATISFACTION.map((value) => (
          <FormControlLabel
            key={value}
            value={value}
            control={<Radio />}
            label={SATISFACTION_LABELS[value][language]}
          />
        ))}
      </RadioGroup>
      {problems[field] && <FormHelperText>{problems[field]}</FormHelperText>}
    </FormControl>
  );

  return (
    <Stack spacing={1.5}>
      {choice('attitude', t('attitude'))}
      {choice('result', t('result'))}
      <FormControl required error={Boolean(problems.contacted)} disabled={disabled}>
        <FormLabel id={`${id}-contacted`}>{t('contacted')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby={`${id}-contacted`}
          name={`${id}-contacted`}
          value={form.contacted}
          onChange={(event) =>
            onChange({ ...form, contacted: event.target.value as EvaluationForm['contacted'] })
          }
        >
          <FormControlLabel value="yes" control={<Radio />} label={t('yes')} />
          <FormControlLabel value="no" control={<Radio />} label={t('no')} />
        </RadioGroup>
        {problems.contacted && <FormHelperText>{problems.contacted}</FormHelperText>}
      </FormControl>
      <TextField
        label={t('comment')}
        value={form.comment}
        onChange={(event) => onChange({ ...form, comment: event.target.value })}
        multiline
        minRows={3}
        required={commentRequired(form)}
        disabled={disabled}
        error={Boolean(problems.comment)}
        helperText={problems.comment ?? t(commentRequired(form) ? 'commentRequiredHint' : 'commentHint')}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
    </Stack>
  );
}
