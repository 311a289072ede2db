import { CHAT_MOOD_MAX, CHAT_NAME_MAX, CHOOSABLE_CHAT_STATUSES, type ChatUser } from '@cppcc/contracts';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../shared/api/errorText';
import { useFieldErrorText } from '../../../shared/forms/fieldError';
import { FORM_PARSE_OPTIONS } from '../../../shared/forms/formIssues';
import { FormDialog } from '../../../shared/forms/FormDialog';
import { FormTextField } from '../../../shared/forms/FormTextField';
import { applyServerFieldErrors } from '../../../shared/forms/serverErrors';
import { showMessage } from '../../../shared/message/messageSlice';
import { useAppDispatch } from '../../../shared/store/hooks';
import { useUpdateChatUserMutation } from '../api';
import {
  PROFILE_FORM_FIELDS,
  profileFormOf,
  profileFormSchema,
  type ProfileForm,
  type ProfileFormOutput,
} from '../lib/profileForm';
import { StatusDot } from './StatusDot';

/** Own chat profile (seed 001 /apps/chat): name, mood and status, saved through POST /api/chat/user/data. */
export function ProfileDialog({ profile, onClose }: { profile: ChatUser; onClose: () => void }) {
  const { t } = useTranslation('chat');
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const fieldErrorText = useFieldErrorText();
  const [update, saving] = useUpdateChatUserMutation();
  const { control, handleSubmit, setError } = useForm<ProfileForm, unknown, ProfileFormOutput>({
    resolver: zodResolver(profileFormSchema, FORM_PARSE_OPTIONS),
    defaultValues: profileFormOf(profile),
  });
  const mood = useWatch({ control, name: 'mood' });

  const save = async (body: ProfileFormOutput) => {
    const result = await update(body);
    if (result.error) {
      applyServerFieldErrors(result.error, PROFILE_FORM_FIELDS, setError);
      dispatch(showMessage({ message: errorText(result.error) ?? t('profileFailed'), variant: 'error' }));
      return;
    }
    dispatch(showMessage({ message: t('profileSaved'), variant: 'success' }));
    onClose();
  };

  return (
    <FormDialog
      title={t('editProfile')}
      onClose={onClose}
      onSubmit={(event) => void handleSubmit(save)(event)}
      busy={saving.isLoading}
      submitLabel={t('save')}
      maxWidth="xs"
    >
      <FormTextField
        control={control}
        name="name"
        label={t('name')}
        required
        autoFocus
        slotProps={{ htmlInput: { maxLength: CHAT_NAME_MAX + 10 } }}
      />
      <FormTextField
        control={control}
        name="mood"
        label={t('mood')}
        helperText={`${mood.length}/${CHAT_MOOD_MAX}`}
        multiline
        maxRows={3}
      />
      <Controller
        control={control}
        name="status"
        render={({ field, fieldState }) => (
          <FormControl error={Boolean(fieldState.error)}>
            <FormLabel id="chat-status-label">{t('status')}</FormLabel>
            <RadioGroup
              aria-labelledby="chat-status-label"
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
            >
              {CHOOSABLE_CHAT_STATUSES.map((value) => (
                <FormControlLabel
                  key={value}
                  value={value}
                  control={<Radio />}
                  label={
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <StatusDot status={value} decorative />
                      <span>{t(`status.${value}`)}</span>
                    </Stack>
                  }
                />
              ))}
            </RadioGroup>
            {fieldState.error && <FormHelperText>{fieldErrorText(fieldState.error)}</FormHelperText>}
          </FormControl>
        )}
      />
    </FormDialog>
  );
}
