import type { ContactFields, ContactFieldsInput } from '@cppcc/contracts';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useFormState, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../../../shared/forms/fieldError';
import { PictureUpload } from '../../../shared/ui/PictureUpload';
import { uploadContactAvatar } from '../api';

/** The contact's picture: shown, replaced by an upload (with progress) or removed. */
export function AvatarField({
  control,
  onUploaded,
  onRemove,
}: {
  control: Control<ContactFieldsInput, unknown, ContactFields>;
  onUploaded: (url: string) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('contacts');
  const fieldErrorText = useFieldErrorText();
  const avatar = useWatch({ control, name: 'avatar' }) ?? '';
  const avatarError = fieldErrorText(useFormState({ control, name: 'avatar' }).errors.avatar);

  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2 }}>
      <Avatar src={avatar || undefined} alt={t('field.avatar')} sx={{ width: 64, height: 64 }} />
      <Box sx={{ flex: 1 }}>
        <PictureUpload
          label={t('uploadAvatar')}
          upload={uploadContactAvatar}
          onUploaded={({ url }) => onUploaded(url)}
          inputTestId="contact-avatar-input"
        >
          {avatar && (
            <Button size="small" color="inherit" onClick={onRemove}>
              {t('removeAvatar')}
            </Button>
          )}
        </PictureUpload>
        {avatarError && (
          <Typography variant="caption" color="error" role="alert" sx={{ display: 'block' }}>
            {avatarError}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
