import type { ContactFields, ContactFieldsInput } from '@cppcc/contracts';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useFormState, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../../../shared/forms/fieldError';
import { UploadError } from '../../../shared/lib/upload';
import { uploadContactAvatar } from '../api';

const ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

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
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const upload = async (file: File) => {
    setFailure(null);
    setProgress(0);
    try {
      const { url } = await uploadContactAvatar(file, setProgress);
      onUploaded(url);
    } catch (error) {
      setFailure(
        error instanceof UploadError && error.serverMessage ? error.serverMessage : t('uploadFailed'),
      );
    } finally {
      setProgress(null);
    }
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Avatar src={avatar || undefined} alt={t('field.avatar')} sx={{ width: 64, height: 64 }} />
        <Button component="label" variant="outlined" size="small" disabled={progress !== null}>
          {t('uploadAvatar')}
          <input
            type="file"
            hidden
            accept={ACCEPT}
            data-testid="contact-avatar-input"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void upload(file);
            }}
          />
        </Button>
        {avatar && (
          <Button size="small" color="inherit" onClick={onRemove}>
            {t('removeAvatar')}
          </Button>
        )}
      </Box>
      <Typography variant="caption" color="text.secondary">
        {t('avatarHint')}
      </Typography>
      {progress !== null && (
        <Box sx={{ mt: 1 }}>
          <LinearProgress variant="determinate" value={progress * 100} />
          <Typography variant="caption">{t('uploading', { percent: Math.round(progress * 100) })}</Typography>
        </Box>
      )}
      {failure && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {failure}
        </Alert>
      )}
      {avatarError && (
        <Typography variant="caption" color="error" role="alert" sx={{ display: 'block' }}>
          {avatarError}
        </Typography>
      )}
    </Box>
  );
}
