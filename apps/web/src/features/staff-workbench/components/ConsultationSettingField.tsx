import { DEFAULT_CONSULTATION_WORKING_DAYS, type WorkflowSettings } from '@cppcc/contracts';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/**
 * 面商期限 (issue 28 §1): "consult the proposer within N working days of assignment" — off by default,
 * 15 working days when switched on; it feeds the overdue warnings and the units' consultation figures.
 */
export function ConsultationSettingField({ control }: { control: Control<WorkflowSettings> }) {
  const { t } = useTranslation('staffWorkbench');
  return (
    <Controller
      control={control}
      name="consultationWorkingDays"
      render={({ field, fieldState }) => (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ mt: 2, alignItems: { sm: 'center' } }}
        >
          <FormControlLabel
            control={
              <Switch
                checked={field.value !== null}
                onChange={(_event, on) => field.onChange(on ? DEFAULT_CONSULTATION_WORKING_DAYS : null)}
              />
            }
            label={t('consultationRule')}
          />
          {field.value !== null && (
            <TextField
              type="number"
              label={t('consultationWorkingDays')}
              value={field.value}
              onChange={(event) =>
                field.onChange(event.target.value === '' ? null : Number(event.target.value))
              }
              error={Boolean(fieldState.error)}
              helperText={fieldState.error ? t('outOfRange') : undefined}
              slotProps={{ htmlInput: { min: 1, max: 60, 'data-testid': 'setting-consultationWorkingDays' } }}
            />
          )}
        </Stack>
      )}
    />
  );
}
