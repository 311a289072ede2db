import type { ProposalDetail } from '@cppcc/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import DialogContentText from '@mui/material/DialogContentText';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isStaleVersion } from '../../../shared/api/apiError';
import { useErrorText } from '../../../shared/api/errorText';
import { showMessage } from '../../../shared/message/messageSlice';
import { useAppDispatch } from '../../../shared/store/hooks';
import { FormDialog } from '../../../shared/forms/FormDialog';
import { FORM_PARSE_OPTIONS } from '../../../shared/forms/formIssues';
import { FormTextField } from '../../../shared/forms/FormTextField';
import { applyServerFieldErrors } from '../../../shared/forms/serverErrors';
import {
  closingFormSchema,
  defaultRehandleDay,
  type ClosingAction,
  type ClosingBody,
  type ClosingForm,
} from './closing';
import { useCloseProposalMutation } from './oversightApi';

interface Props {
  proposal: ProposalDetail;
  action: ClosingAction;
  rehandlingPeriodMonths: number | undefined;
  onClose: () => void;
  onConflict: () => void;
}

/**
 * Staff close a replied proposal: 重新办理 (comment, new due date defaulting to the re-handling period),
 * 办结, or 协商办结 after a second 不满意 (minutes of the consultation or an explanation).
 */
export function ClosingDialog({ proposal, action, rehandlingPeriodMonths, onClose, onConflict }: Props) {
  const { t } = useTranslation('proposalOversight');
  const errorText = useErrorText();
  const dispatch = useAppDispatch();
  const [send, sending] = useCloseProposalMutation();
  const [general, setGeneral] = useState<string | undefined>();
  const schema = useMemo(() => closingFormSchema(action, proposal.version), [action, proposal.version]);
  const { control, handleSubmit, setError, setValue, getFieldState } = useForm<
    ClosingForm,
    unknown,
    ClosingBody
  >({
    resolver: zodResolver(schema, FORM_PARSE_OPTIONS),
    defaultValues: { comment: '', dueDay: defaultRehandleDay(rehandlingPeriodMonths), minutes: '' },
  });
  // Until touched the due date follows the setting (which may arrive after the dialog opened).
  useEffect(() => {
    if (!getFieldState('dueDay').isDirty) setValue('dueDay', defaultRehandleDay(rehandlingPeriodMonths));
  }, [rehandlingPeriodMonths, getFieldState, setValue]);

  const submit = async (body: ClosingBody) => {
    const result = await send({ id: proposal.id, body });
    if (!result.error) {
      dispatch(showMessage({ message: t(`done.${action}`), variant: 'success' }));
      onClose();
    } else if (isStaleVersion(result.error)) {
      dispatch(showMessage({ message: errorText(result.error) ?? t('conflict'), variant: 'warning' }));
      onConflict();
    } else {
      const onFields = applyServerFieldErrors(
        result.error,
        ['comment', 'dueDate', 'minutes'],
        (field, error) => setError(field === 'dueDate' ? 'dueDay' : field, error),
      );
      setGeneral(onFields ? undefined : errorText(result.error));
    }
  };

  const title = t(`action.${action}`);
  return (
    <FormDialog
      title={title}
      onClose={onClose}
      onSubmit={(event) => void handleSubmit(submit)(event)}
      busy={sending.isLoading}
      submitLabel={title}
      submitTestId="closing-confirm"
      error={general}
    >
      <DialogContentText>{t(`hint.${action}`)}</DialogContentText>
      {action === 'rehandle' && (
        <>
          <FormTextField
            control={control}
            name="comment"
            label={t('rehandleComment')}
            multiline
            minRows={3}
            required
            autoFocus
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
          <FormTextField
            control={control}
            name="dueDay"
            type="date"
            label={t('rehandleDueDate')}
            helperText={t('rehandleDueHint', { months: rehandlingPeriodMonths ?? '—' })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </>
      )}
      {action === 'close' && (
        <FormTextField
          control={control}
          name="comment"
          label={t('closeComment')}
          multiline
          minRows={2}
          autoFocus
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
      )}
      {action === 'close_with_minutes' && (
        <FormTextField
          control={control}
          name="minutes"
          label={t('minutes')}
          multiline
          minRows={5}
          required
          autoFocus
          helperText={t('minutesHint')}
          slotProps={{ htmlInput: { maxLength: 10000 } }}
        />
      )}
    </FormDialog>
  );
}
