import {
  CONSULTATION_FORMATS,
  CONSULTATION_LIMITS,
  type Consultation,
  type ConsultationCreateBody,
} from '@cppcc/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/apiError';
import { useErrorText } from '../../../shared/api/errorText';
import { FormDialog } from '../../../shared/forms/FormDialog';
import { FORM_PARSE_OPTIONS } from '../../../shared/forms/formIssues';
import { FormTextField } from '../../../shared/forms/FormTextField';
import { useProposeConsultationMutation, useReslotConsultationMutation } from '../api';
import {
  emptySlot,
  emptySlotsForm,
  formFieldOf,
  SLOT_DURATIONS,
  slotsFormSchema,
  type SlotsFormInput,
} from '../lib/slotForm';

/**
 * 安排面商 (a new meeting on `taskId`) or 重新提供时间 (`consultation`): a format and one to three slots, each a
 * Beijing-time day and start, a length, a place or by phone/video, and an agenda.
 */
export function SlotsDialog({
  taskId,
  consultation,
  onClose,
  onDone,
}: {
  taskId: string;
  consultation?: Consultation;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('consultation');
  const errorText = useErrorText();
  const schema = useMemo(() => slotsFormSchema(() => new Date()), []);
  const initial = useMemo(
    () =>
      consultation
        ? { ...emptySlotsForm(new Date()), format: consultation.format }
        : emptySlotsForm(new Date()),
    [consultation],
  );
  const { control, handleSubmit, setError } = useForm<SlotsFormInput, unknown, ConsultationCreateBody>({
    resolver: zodResolver(schema, FORM_PARSE_OPTIONS),
    defaultValues: initial,
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'slots', keyName: 'key' });
  const slots = useWatch({ control, name: 'slots' });
  const [propose, proposing] = useProposeConsultationMutation();
  const [reslot, reslotting] = useReslotConsultationMutation();
  const [error, setFormError] = useState<string>();

  const submit = async (body: ConsultationCreateBody) => {
    setFormError(undefined);
    const result = consultation
      ? await reslot({ id: consultation.id, body: { version: consultation.version, slots: body.slots } })
      : await propose({ taskId, body });
    if (!result.error) {
      onDone();
      return;
    }
    let placed = false;
    if (isApiError(result.error))
      for (const [path, message] of Object.entries(result.error.fields)) {
        setError(formFieldOf(path) as FieldPath<SlotsFormInput>, { type: 'server', message });
        placed = true;
      }
    if (!placed) setFormError(errorText(result.error));
  };

  return (
    <FormDialog
      title={consultation ? t('reslotTitle') : t('arrangeTitle')}
      onClose={onClose}
      onSubmit={(event) => void handleSubmit(submit)(event)}
      busy={proposing.isLoading || reslotting.isLoading}
      submitLabel={t('send')}
      submitTestId="consultation-send"
      error={error}
      maxWidth="md"
      testId="consultation-slots-dialog"
    >
      <Typography variant="body2" color="textSecondary">
        {consultation ? `${t('reslotHint')} ` : ''}
        {t('zoneNote')}
      </Typography>
      {!consultation && (
        <FormTextField control={control} name="format" select label={t('format')} required>
          {CONSULTATION_FORMATS.map((format) => (
            <MenuItem key={format} value={format}>
              {t(`formatName.${format}`)}
            </MenuItem>
          ))}
        </FormTextField>
      )}
      {fields.map((field, index) => {
        const remote = slots[index]?.remote ?? false;
        return (
          <Paper
            key={field.key}
            variant="outlined"
            sx={{ p: { xs: 1.5, sm: 2 } }}
            data-testid="consultation-slot-form"
          >
            <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
              <Typography variant="subtitle2" component="h3" sx={{ flex: 1 }}>
                {t('slot', { n: index + 1 })}
              </Typography>
              {fields.length > 1 && (
                <IconButton onClick={() => remove(index)} aria-label={t('removeSlot', { n: index + 1 })}>
                  <DeleteIcon />
                </IconButton>
              )}
            </Stack>
            <Stack spacing={2}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <FormTextField
                  control={control}
                  name={`slots.${index}.day`}
                  type="date"
                  label={t('day')}
                  required
                  sx={{ flex: 1 }}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
                <FormTextField
                  control={control}
                  name={`slots.${index}.time`}
                  type="time"
                  label={t('time')}
                  required
                  sx={{ flex: 1 }}
                  slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
                />
                <FormTextField
                  control={control}
                  name={`slots.${index}.durationMinutes`}
                  select
                  label={t('duration')}
                  sx={{ flex: 1 }}
                >
                  {SLOT_DURATIONS.map((value) => (
                    <MenuItem key={value} value={value}>
                      {t('minutesValue', { n: value })}
                    </MenuItem>
                  ))}
                </FormTextField>
              </Stack>
              <Controller
                control={control}
                name={`slots.${index}.remote`}
                render={({ field: toggle }) => (
                  <FormControlLabel
                    control={
                      <Switch
                        checked={toggle.value}
                        onChange={(_event, checked) => toggle.onChange(checked)}
                      />
                    }
                    label={t('remote')}
                  />
                )}
              />
              <FormTextField
                control={control}
                name={`slots.${index}.place`}
                label={remote ? t('joinHow') : t('place')}
                required={!remote}
                slotProps={{ htmlInput: { maxLength: CONSULTATION_LIMITS.place } }}
              />
              <FormTextField
                control={control}
                name={`slots.${index}.agenda`}
                label={t('agenda')}
                required
                multiline
                minRows={2}
                slotProps={{ htmlInput: { maxLength: CONSULTATION_LIMITS.agenda } }}
              />
            </Stack>
          </Paper>
        );
      })}
      {fields.length < CONSULTATION_LIMITS.slots && (
        <Button
          startIcon={<AddIcon />}
          onClick={() => append(emptySlot(new Date(), fields.length + 1))}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('addSlot')}
        </Button>
      )}
    </FormDialog>
  );
}
