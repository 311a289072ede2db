import { SUPERVISION_METHOD_LABELS, SUPERVISION_METHODS, type SupervisionBody } from '@cppcc/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../shared/api/errorText';
import { toLanguage } from '../../../shared/i18n/languages';
import { showMessage } from '../../../shared/message/messageSlice';
import { useAppDispatch } from '../../../shared/store/hooks';
import { FormDialog } from '../../../shared/forms/FormDialog';
import { FORM_PARSE_OPTIONS } from '../../../shared/forms/formIssues';
import { FormTextField } from '../../../shared/forms/FormTextField';
import { applyServerFieldErrors } from '../../../shared/forms/serverErrors';
import { useAddSupervisionMutation } from './oversightApi';
import {
  initialSupervisionForm,
  SUPERVISION_FORM_FIELDS,
  supervisionFormSchema,
  type SupervisionForm,
} from './supervisionForm';

/** 新增督办记录: how (协商座谈, 视察, 调研, 走访), when, and the minutes. */
export function SupervisionDialog({ proposalId, onClose }: { proposalId: string; onClose: () => void }) {
  const { t, i18n } = useTranslation('proposalOversight');
  const language = toLanguage(i18n.language);
  const errorText = useErrorText();
  const dispatch = useAppDispatch();
  const [add, adding] = useAddSupervisionMutation();
  const [general, setGeneral] = useState<string | undefined>();
  const { control, handleSubmit, setError } = useForm<SupervisionForm, unknown, SupervisionBody>({
    resolver: zodResolver(supervisionFormSchema, FORM_PARSE_OPTIONS),
    defaultValues: initialSupervisionForm(),
  });

  const submit = async (body: SupervisionBody) => {
    const result = await add({ id: proposalId, body });
    if (!result.error) {
      dispatch(showMessage({ message: t('supervisionAdded'), variant: 'success' }));
      onClose();
      return;
    }
    const onFields = applyServerFieldErrors(result.error, SUPERVISION_FORM_FIELDS, setError);
    setGeneral(onFields ? undefined : errorText(result.error));
  };

  const title = t('addSupervision');
  return (
    <FormDialog
      title={title}
      onClose={onClose}
      onSubmit={(event) => void handleSubmit(submit)(event)}
      busy={adding.isLoading}
      submitLabel={t('save')}
      submitTestId="supervision-confirm"
      error={general}
    >
      <FormTextField control={control} name="method" select label={t('method')} required autoFocus>
        {SUPERVISION_METHODS.map((method) => (
          <MenuItem key={method} value={method}>
            {SUPERVISION_METHOD_LABELS[method][language]}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField
        control={control}
        name="date"
        type="date"
        label={t('date')}
        required
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <FormTextField
        control={control}
        name="minutes"
        label={t('supervisionMinutes')}
        multiline
        minRows={4}
        required
        slotProps={{ htmlInput: { maxLength: 10000 } }}
      />
    </FormDialog>
  );
}
