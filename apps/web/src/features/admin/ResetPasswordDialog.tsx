import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { adminPasswordResetBodySchema, type AdminUser } from '@cppcc/contracts';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../shared/api/errorText';
import { FORM_PARSE_OPTIONS } from '../../shared/forms/formIssues';
import { FormTextField } from '../../shared/forms/FormTextField';
import { applyServerFieldErrors } from '../../shared/forms/serverErrors';
import { showMessage } from '../../shared/message/messageSlice';
import { useAppDispatch } from '../../shared/store/hooks';
import { useResetUserPasswordMutation } from './api';

/** An administrator sets a user's new password (checked by the contracts' password rule). */
export function ResetPasswordDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const [reset, { isLoading }] = useResetUserPasswordMutation();
  const [general, setGeneral] = useState<string | undefined>();
  const { control, handleSubmit, setError } = useForm({
    resolver: zodResolver(adminPasswordResetBodySchema, FORM_PARSE_OPTIONS),
    defaultValues: { password: '' },
  });
  const password = useWatch({ control, name: 'password' });
  const confirm = async ({ password }: { password: string }) => {
    const result = await reset({ id: user.id, password });
    if (!result.error) {
      dispatch(showMessage({ message: t('passwordReset'), variant: 'success' }));
      onClose();
      return;
    }
    const onFields = applyServerFieldErrors(result.error, ['password'] as const, setError);
    setGeneral(onFields ? undefined : errorText(result.error));
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>
        {t('resetPassword')} — {user.displayName}
      </DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id="admin-reset-password-form"
          noValidate
          spacing={2}
          sx={{ pt: 1 }}
          onSubmit={(event) => void handleSubmit(confirm)(event)}
        >
          {general && <Alert severity="error">{general}</Alert>}
          <FormTextField control={control} name="password" label={t('newPassword')} type="password" />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button
          variant="contained"
          type="submit"
          form="admin-reset-password-form"
          disabled={isLoading || !password}
        >
          {t('confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
