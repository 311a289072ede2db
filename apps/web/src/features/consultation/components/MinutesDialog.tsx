import {
  CONSULTATION_LIMITS,
  consultationMinutesBodySchema,
  type Consultation,
  type ConsultationMinutesBody,
} from '@cppcc/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../shared/api/errorText';
import { FormDialog } from '../../../shared/forms/FormDialog';
import { FORM_PARSE_OPTIONS } from '../../../shared/forms/formIssues';
import { FormTextField } from '../../../shared/forms/FormTextField';
import { applyServerFieldErrors } from '../../../shared/forms/serverErrors';
import { useRecordConsultationMinutesMutation } from '../api';

/** 记录面商纪要: who attended and what was agreed; kept as the task's communication record. */
export function MinutesDialog({
  consultation,
  onClose,
  onDone,
}: {
  consultation: Consultation;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('consultation');
  const errorText = useErrorText();
  const attendees = consultation.invitees.map((invitee) => invitee.person.displayName).join('、');
  const { control, handleSubmit, setError } = useForm<ConsultationMinutesBody>({
    resolver: zodResolver(consultationMinutesBodySchema, FORM_PARSE_OPTIONS),
    defaultValues: { version: consultation.version, attendees, agreed: '' },
  });
  const [record, { isLoading }] = useRecordConsultationMinutesMutation();
  const [error, setFormError] = useState<string>();

  const submit = async (body: ConsultationMinutesBody) => {
    setFormError(undefined);
    const result = await record({ id: consultation.id, body });
    if (!result.error) {
      onDone();
      return;
    }
    if (!applyServerFieldErrors(result.error, ['attendees', 'agreed'], setError))
      setFormError(errorText(result.error));
  };

  return (
    <FormDialog
      title={t('minutesTitle')}
      onClose={onClose}
      onSubmit={(event) => void handleSubmit(submit)(event)}
      busy={isLoading}
      submitLabel={t('recordMinutes')}
      submitTestId="consultation-minutes-save"
      error={error}
      testId="consultation-minutes-dialog"
    >
      <Typography variant="body2" color="textSecondary">
        {t('minutesHint')}
      </Typography>
      <FormTextField
        control={control}
        name="attendees"
        label={t('attendees')}
        required
        autoFocus
        slotProps={{ htmlInput: { maxLength: CONSULTATION_LIMITS.attendees } }}
      />
      <FormTextField
        control={control}
        name="agreed"
        label={t('agreed')}
        required
        multiline
        minRows={4}
        slotProps={{ htmlInput: { maxLength: CONSULTATION_LIMITS.agreed } }}
      />
    </FormDialog>
  );
}
