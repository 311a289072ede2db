import { CHAT_MOOD_MAX, CHOOSABLE_CHAT_STATUSES, type ChatStatus, type ChatUser } from '@cppcc/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../shared/api/errorText';
import { serverFieldErrors } from '../../../shared/forms/serverErrors';
import { showMessage } from '../../../shared/message/messageSlice';
import { useAppDispatch } from '../../../shared/store/hooks';
import { useUpdateChatUserMutation } from '../api';
import { StatusDot } from './StatusDot';

/** The contract's limit on names (chatUserDataSchema). */
const NAME_MAX = 60;

type Field = 'name' | 'mood' | 'status';

/** Own chat profile (seed 001 /apps/chat): name, mood and status, saved through POST /api/chat/user/data. */
export function ProfileDialog({ profile, onClose }: { profile: ChatUser; onClose: () => void }) {
  const { t } = useTranslation('chat');
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const [update, saving] = useUpdateChatUserMutation();
  const [name, setName] = useState(profile.name);
  const [mood, setMood] = useState(profile.mood);
  const initialStatus: ChatStatus = profile.status === 'offline' ? 'online' : profile.status;
  const [status, setStatus] = useState<ChatStatus>(initialStatus);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const validate = (): Partial<Record<Field, string>> => {
    const found: Partial<Record<Field, string>> = {};
    if (!name.trim()) found.name = t('nameRequired');
    else if (name.trim().length > NAME_MAX) found.name = t('nameTooLong', { max: NAME_MAX });
    if (mood.length > CHAT_MOOD_MAX) found.mood = t('moodTooLong', { max: CHAT_MOOD_MAX });
    return found;
  };

  const save = async () => {
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const result = await update({
      name: name.trim(),
      mood,
      status: status as (typeof CHOOSABLE_CHAT_STATUSES)[number],
    });
    if (result.error) {
      const fields = 'fields' in result.error ? result.error.fields : {};
      const named = serverFieldErrors(fields, ['name', 'mood', 'status'] as const);
      if (named.length > 0) setErrors(Object.fromEntries(named));
      dispatch(showMessage({ message: errorText(result.error) ?? t('profileFailed'), variant: 'error' }));
      return;
    }
    dispatch(showMessage({ message: t('profileSaved'), variant: 'success' }));
    onClose();
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="chat-profile-title">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <DialogTitle id="chat-profile-title">{t('editProfile')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <TextField
              label={t('name')}
              value={name}
              onChange={(event) => setName(event.target.value)}
              error={Boolean(errors.name)}
              helperText={errors.name}
              required
              autoFocus
              slotProps={{ htmlInput: { maxLength: NAME_MAX + 10 } }}
            />
            <TextField
              label={t('mood')}
              value={mood}
              onChange={(event) => setMood(event.target.value)}
              error={Boolean(errors.mood)}
              helperText={errors.mood ?? `${mood.length}/${CHAT_MOOD_MAX}`}
              multiline
              maxRows={3}
            />
            <FormControl error={Boolean(errors.status)}>
              <FormLabel id="chat-status-label">{t('status')}</FormLabel>
              <RadioGroup
                aria-labelledby="chat-status-label"
                value={status}
                onChange={(event) => setStatus(event.target.value as ChatStatus)}
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
            </FormControl>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="submit" variant="contained" loading={saving.isLoading}>
            {t('save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
