import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordBodySchema, PASSWORD_MIN_LENGTH, type ChangePasswordBody } from '@cppcc/contracts';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../shared/api/errorText';
import { FORM_PARSE_OPTIONS } from '../../../shared/forms/formIssues';
import { FormDialog } from '../../../shared/forms/FormDialog';
import { FormTextField } from '../../../shared/forms/FormTextField';
import { applyServerFieldErrors } from '../../../shared/forms/serverErrors';
import { showMessage } from '../../../shared/message/messageSlice';
import { useAppDispatch } from '../../../shared/store/hooks';
import { useChangePasswordMutation } from '../api';

const FIELDS = ['currentPassword', 'password', 'passwordConfirm'] as const;

/**
 * The signed-in user's own password: the current one, the new one twice (the contract's rules, checked here
 * and on the server); a wrong current password is shown under its field. This session goes on.
 */
export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('profile');
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const [change, { isLoading }] = useChangePasswordMutation();
  const [general, setGeneral] = useState<string | undefined>();
  const { control, handleSubmit, setError } = useForm<ChangePasswordBody>({
    resolver: zodResolver(changePasswordBodySchema, FORM_PARSE_OPTIONS),
    defaultValues: { currentPassword: '', password: '', passwordConfirm: '' },
  });

  const save = async (values: ChangePasswordBody) => {
    const result = await change(values);
    if (!result.error) {
      dispatch(showMessage({ message: t('passwordChanged'), variant: 'success' }));
      onClose();
      return;
    }
    const onFields = applyServerFieldErrors(result.error, FIELDS, setError);
    setGeneral(onFields ? undefined : errorText(result.error));
  };

  return (
    <FormDialog
      title={t('changePassword')}
      onClose={onClose}
      onSubmit={(event) => void handleSubmit(save)(event)}
      busy={isLoading}
      submitLabel={t('changePassword')}
      submitTestId="profile-password-save"
      error={general}
      maxWidth="xs"
      testId="profile-password-dialog"
    >
      <FormTextField
        control={control}
        name="currentPassword"
        label={t('currentPassword')}
        type="password"
        required
        autoComplete="current-password"
      />
      <FormTextField
        control={control}
        name="password"
        label={t('newPassword')}
        type="password"
        required
        autoComplete="new-password"
      />
      <FormTextField
        control={control}
        name="passwordConfirm"
        label={t('confirmPassword')}
        type="password"
        required
        autoComplete="new-password"
      />
      <Typography variant="body2" color="textSecondary">
        {t('passwordRules', { min: PASSWORD_MIN_LENGTH })}
      </Typography>
    </FormDialog>
  );
}
