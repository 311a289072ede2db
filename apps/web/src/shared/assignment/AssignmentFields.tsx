import { HANDLING_MODE_LABELS, HANDLING_MODES, type HandlingMode } from '@cppcc/contracts';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useId, type ReactNode } from 'react';
import { Controller, useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../forms/FormTextField';
import { useFieldErrorText } from '../forms/fieldError';
import { registerBundle } from '../i18n/i18n';
import { toLanguage } from '../i18n/languages';
import { changeMode, type AssignForm } from './assignmentForm';
import { assignmentBundle } from './i18n';
import { UnitField, UnitsField } from './UnitsField';

registerBundle(assignmentBundle);

/** Writes new units (a mode change, a suggestion) and checks them again once the form was submitted. */
export function setAssignedUnits<Out extends FieldValues>(
  form: UseFormReturn<AssignForm, unknown, Out>,
  next: Pick<AssignForm, 'leadUnitIds' | 'coUnitIds'>,
) {
  const options = { shouldValidate: form.formState.isSubmitted, shouldDirty: true };
  form.setValue('leadUnitIds', next.leadUnitIds, options);
  form.setValue('coUnitIds', next.coUnitIds, options);
}

/**
 * 交办's fields, for one proposal or a batch: the handling mode (a change keeps the chosen units where they
 * still fit), the units the mode needs, the due date and a comment. `suggestions` go between the mode and
 * the units (the proposal's quick picks).
 */
export function AssignmentFields<Out extends FieldValues>({
  form,
  dueHint,
  dueTestId,
  suggestions,
}: {
  form: UseFormReturn<AssignForm, unknown, Out>;
  dueHint: string;
  dueTestId?: string;
  suggestions?: ReactNode;
}) {
  const { t, i18n } = useTranslation('assignment');
  const language = toLanguage(i18n.language);
  const errorText = useFieldErrorText();
  const modeLabel = useId();
  const { control } = form;
  const [mode, leadUnitIds, coUnitIds] = useWatch({
    control,
    name: ['handlingMode', 'leadUnitIds', 'coUnitIds'],
  });

  const changeTo = (next: HandlingMode) => {
    form.setValue('handlingMode', next, { shouldDirty: true });
    setAssignedUnits(form, changeMode(form.getValues(), next));
  };

  return (
    <>
      <FormControl>
        <FormLabel id={modeLabel}>{t('handlingMode')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby={modeLabel}
          value={mode}
          onChange={(event) => changeTo(HANDLING_MODES.find((value) => value === event.target.value) ?? mode)}
        >
          {HANDLING_MODES.map((value) => (
            <FormControlLabel
              key={value}
              value={value}
              control={<Radio />}
              label={HANDLING_MODE_LABELS[value][language]}
              data-testid={`mode-${value}`}
            />
          ))}
        </RadioGroup>
      </FormControl>
      {suggestions}
      <Controller
        control={control}
        name="leadUnitIds"
        render={({ field, fieldState }) =>
          mode === 'separate' ? (
            <UnitsField
              label={t('leadUnits')}
              required
              value={field.value}
              onChange={field.onChange}
              error={errorText(fieldState.error)}
            />
          ) : (
            <UnitField
              label={mode === 'joint' ? t('mainUnit') : t('leadUnit')}
              required
              value={field.value[0]}
              exclude={new Set(coUnitIds)}
              onChange={(id) => field.onChange(id ? [id] : [])}
              error={errorText(fieldState.error)}
            />
          )
        }
      />
      {mode === 'joint' && (
        <Controller
          control={control}
          name="coUnitIds"
          render={({ field, fieldState }) => (
            <UnitsField
              label={t('coUnits')}
              required
              value={field.value}
              exclude={new Set(leadUnitIds)}
              onChange={field.onChange}
              error={errorText(fieldState.error)}
            />
          )}
        />
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={control}
          name="dueDay"
          type="date"
          label={t('dueDate')}
          helperText={dueHint}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': dueTestId } }}
          sx={{ minWidth: 220 }}
        />
        <FormTextField
          control={control}
          name="comment"
          label={t('comment')}
          multiline
          minRows={2}
          sx={{ flex: 1 }}
        />
      </Stack>
    </>
  );
}
