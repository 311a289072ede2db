import { COMMUNICATION_METHODS, TASK_LIMITS, type CommunicationBody } from '@cppcc/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { format } from 'date-fns';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useUnitAddCommunicationMutation } from '../api';
import { FormDialog } from '../../../shared/forms/FormDialog';
import { FORM_PARSE_OPTIONS } from '../../../shared/forms/formIssues';
import { FormTextField } from '../../../shared/forms/FormTextField';
import {
  COMMUNICATION_SERVER_FIELDS,
  communicationFormField,
  communicationFormSchema,
} from '../lib/communicationForm';
import { emptyCommunication, type CommunicationInput } from '../lib/taskForms';
import { useProblemText, useWriteFailure } from './feedback';

/** 新增沟通记录: method, date, participants and notes, all required. */
export function CommunicationDialog({
  taskId,
  onClose,
  onDone,
  reload,
}: {
  taskId: string;
  onClose: () => void;
  onDone: () => void;
  reload: () => void;
}) {
  const { t } = useTranslation('undertaker');
  const problemText = useProblemText();
  const schema = useMemo(
    () => communicationFormSchema((problem) => problemText(problem) ?? problem.key),
    [problemText],
  );
  const { control, handleSubmit, setError } = useForm<CommunicationInput, unknown, CommunicationBody>({
    resolver: zodResolver(schema, FORM_PARSE_OPTIONS),
    defaultValues: emptyCommunication(),
  });
  const [add, { isLoading }] = useUnitAddCommunicationMutation();
  const failure = useWriteFailure(reload);

  const submit = async (body: CommunicationBody) => {
    const result = await add({ taskId, body });
    if (!result.error) {
      onDone();
      return;
    }
    const { conflict, fields } = failure(result.error);
    if (conflict) {
      onClose();
      return;
    }
    for (const field of COMMUNICATION_SERVER_FIELDS)
      if (fields[field])
        setError(communicationFormField(field), { type: 'server', message: problemText(fields[field]) });
  };

  return (
    <FormDialog
      title={t('addCommunication')}
      onClose={onClose}
      onSubmit={(event) => void handleSubmit(submit)(event)}
      busy={isLoading}
      submitLabel={t('save')}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={control}
          name="method"
          select
          label={t('method')}
          required
          autoFocus
          sx={{ flex: 1 }}
        >
          {COMMUNICATION_METHODS.map((method) => (
            <MenuItem key={method} value={method}>
              {t(`methodName.${method}`)}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField
          control={control}
          name="day"
          type="date"
          label={t('communicationDate')}
          required
          sx={{ flex: 1 }}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { max: format(new Date(), 'yyyy-MM-dd') },
          }}
        />
      </Stack>
      <FormTextField
        control={control}
        name="participants"
        label={t('participants')}
        placeholder={t('participantsHint')}
        required
        slotProps={{ htmlInput: { maxLength: TASK_LIMITS.participants } }}
      />
      <FormTextField
        control={control}
        name="notes"
        label={t('notes')}
        required
        multiline
        minRows={4}
        slotProps={{ htmlInput: { maxLength: TASK_LIMITS.notes } }}
      />
    </FormDialog>
  );
}
