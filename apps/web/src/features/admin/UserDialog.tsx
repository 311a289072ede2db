import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { MEMBER_SECTORS, ROLES, type AdminUser, type AdminUserCreate } from '@cppcc/contracts';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useListColumnLabel } from '../../shared/ui/table/useListColumnLabel';
import { useErrorText } from '../../shared/api/errorText';
import { FORM_PARSE_OPTIONS } from '../../shared/forms/formIssues';
import { FormTextField } from '../../shared/forms/FormTextField';
import { applyServerFieldErrors } from '../../shared/forms/serverErrors';
import { showMessage } from '../../shared/message/messageSlice';
import { useAppDispatch } from '../../shared/store/hooks';
import { useCreateUserMutation, useListUnitsQuery, useUpdateUserMutation } from './api';
import {
  createUserFormSchema,
  updateUserFormSchema,
  USER_FORM_FIELDS,
  userFormOf,
  type UserForm,
  type UserFormOutput,
} from './userForm';

/** Create or edit a user; checked by the contracts' body schemas, the server's 400 reasons on the fields. */
export function UserDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const label = useListColumnLabel('users');
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const units = useListUnitsQuery();
  const [create, creating] = useCreateUserMutation();
  const [update, updating] = useUpdateUserMutation();
  const [general, setGeneral] = useState<string | undefined>();
  const { control, handleSubmit, setError } = useForm<UserForm, unknown, UserFormOutput>({
    resolver: zodResolver(user ? updateUserFormSchema : createUserFormSchema, FORM_PARSE_OPTIONS),
    defaultValues: userFormOf(user),
  });
  const roles = useWatch({ control, name: 'roles' });

  const save = async (body: UserFormOutput) => {
    const result = user ? await update({ id: user.id, body }) : await create(body as AdminUserCreate); // the create schema checked it
    if ('data' in result && result.data) {
      dispatch(showMessage({ message: t('saved'), variant: 'success' }));
      onClose();
      return;
    }
    const onFields = applyServerFieldErrors(result.error, USER_FORM_FIELDS, setError);
    setGeneral(onFields ? undefined : errorText(result.error));
  };

  const busy = creating.isLoading || updating.isLoading;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{user ? t('editUser') : t('newUser')}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id="admin-user-form"
          noValidate
          spacing={2}
          sx={{ pt: 1 }}
          onSubmit={(event) => void handleSubmit(save)(event)}
        >
          {general && <Alert severity="error">{general}</Alert>}
          <FormTextField control={control} name="displayName" label={label('displayName')} required />
          <FormTextField control={control} name="phone" label={label('phone')} />
          <FormTextField control={control} name="email" label={label('email')} />
          {!user && (
            <FormTextField control={control} name="password" label={t('password')} type="password" required />
          )}
          <FormTextField
            control={control}
            name="roles"
            select
            label={label('roles')}
            slotProps={{ select: { multiple: true } }}
          >
            {ROLES.map((name) => (
              <MenuItem key={name} value={name}>
                {t(`role.${name}`, { ns: 'common' })}
              </MenuItem>
            ))}
          </FormTextField>
          {roles.includes('undertaker') && (
            <FormTextField control={control} name="unitId" select label={label('unit')}>
              <MenuItem value="">{t('noUnit')}</MenuItem>
              {units.data?.items.map((unit) => (
                <MenuItem key={unit.id} value={unit.id}>
                  {unit.name}
                </MenuItem>
              ))}
            </FormTextField>
          )}
          {roles.includes('members') && (
            <>
              <Typography variant="subtitle2">{t('memberProfile')}</Typography>
              <FormTextField control={control} name="memberProfile.sector" select label={label('sector')}>
                {MEMBER_SECTORS.map((sector) => (
                  <MenuItem key={sector} value={sector}>
                    {sector}
                  </MenuItem>
                ))}
              </FormTextField>
              <FormTextField control={control} name="memberProfile.party" label={t('party')} />
              <FormTextField control={control} name="memberProfile.committee" label={t('committee')} />
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button variant="contained" type="submit" form="admin-user-form" disabled={busy}>
          {t('save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
