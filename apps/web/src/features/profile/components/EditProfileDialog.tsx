import { zodResolver } from '@hookform/resolvers/zod';
import { ownProfileSchema, type OwnProfile } from '@cppcc/contracts';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../shared/api/errorText';
import { FORM_PARSE_OPTIONS } from '../../../shared/forms/formIssues';
import { FormDialog } from '../../../shared/forms/FormDialog';
import { FormTextField } from '../../../shared/forms/FormTextField';
import { applyServerFieldErrors } from '../../../shared/forms/serverErrors';
import { showMessage } from '../../../shared/message/messageSlice';
import { useAppDispatch } from '../../../shared/store/hooks';
import { PictureUpload } from '../../../shared/ui/PictureUpload';
import { uploadProfileAvatar } from '../api';
import { saveOwnProfile } from '../lib/saveOwnProfile';

/** The signed-in user's own name and avatar; saved, they show in the toolbar's user menu at once. */
export function EditProfileDialog({ current, onClose }: { current: OwnProfile; onClose: () => void }) {
  const { t } = useTranslation('profile');
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [general, setGeneral] = useState<string | undefined>();
  const { control, handleSubmit, setError, setValue } = useForm<OwnProfile>({
    resolver: zodResolver(ownProfileSchema, FORM_PARSE_OPTIONS),
    defaultValues: current,
  });
  const photoURL = useWatch({ control, name: 'photoURL' });
  const displayName = useWatch({ control, name: 'displayName' });

  const save = async (values: OwnProfile) => {
    setBusy(true);
    const result = await dispatch(saveOwnProfile(values));
    setBusy(false);
    if (result.data) {
      dispatch(showMessage({ message: t('saved'), variant: 'success' }));
      onClose();
      return;
    }
    const onFields = applyServerFieldErrors(result.error, ['displayName', 'photoURL'] as const, setError);
    setGeneral(onFields ? undefined : errorText(result.error));
  };

  return (
    <FormDialog
      title={t('editProfile')}
      onClose={onClose}
      onSubmit={(event) => void handleSubmit(save)(event)}
      busy={busy}
      submitLabel={t('save')}
      submitTestId="profile-save"
      error={general}
      testId="profile-edit-dialog"
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2 }}>
        <Avatar src={photoURL ?? undefined} alt={t('avatar')} sx={{ width: 64, height: 64 }}>
          {displayName.slice(0, 1)}
        </Avatar>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <PictureUpload
            label={t('uploadAvatar')}
            upload={uploadProfileAvatar}
            onUploaded={({ url }) => setValue('photoURL', url, { shouldDirty: true })}
            inputTestId="profile-avatar-input"
          >
            {photoURL && (
              <Button size="small" color="inherit" onClick={() => setValue('photoURL', null)}>
                {t('removeAvatar')}
              </Button>
            )}
          </PictureUpload>
        </Box>
      </Box>
      <FormTextField control={control} name="displayName" label={t('name')} required autoComplete="name" />
    </FormDialog>
  );
}
