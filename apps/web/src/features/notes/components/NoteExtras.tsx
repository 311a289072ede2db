import type { NoteFields, NoteFieldsInput, NoteLabel } from '@cppcc/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useFormState, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../../../shared/forms/fieldError';
import { UploadError } from '../../../shared/lib/upload';
import { uploadNoteImage } from '../api';
import { fromLocalInput, toLocalInput } from '../lib/visibleNotes';

type NoteControl = Control<NoteFieldsInput, unknown, NoteFields>;
const ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

/** The note's picture: uploaded through the server's checks (with progress), shown, removed. */
export function ImageField({ control, onChange }: { control: NoteControl; onChange: (url: string) => void }) {
  const { t } = useTranslation('notes');
  const image = useWatch({ control, name: 'image' }) ?? '';
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const upload = async (file: File) => {
    setFailure(null);
    setProgress(0);
    try {
      onChange((await uploadNoteImage(file, setProgress)).url);
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
      {image && (
        <Box
          component="img"
          src={image}
          alt={t('field.image')}
          sx={{ width: '100%', borderRadius: 1, mb: 1 }}
        />
      )}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button component="label" variant="outlined" size="small" disabled={progress !== null}>
          {t('uploadImage')}
          <input
            type="file"
            hidden
            accept={ACCEPT}
            data-testid="note-image-input"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void upload(file);
            }}
          />
        </Button>
        {image && (
          <Button size="small" color="inherit" onClick={() => onChange('')}>
            {t('removeImage')}
          </Button>
        )}
        <Typography variant="caption" color="text.secondary">
          {t('imageHint')}
        </Typography>
      </Box>
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
    </Box>
  );
}

/** When to remind: a local date-time input; the form keeps the ISO time with its offset. */
export function ReminderField({ control }: { control: NoteControl }) {
  const { t } = useTranslation('notes');
  const fieldErrorText = useFieldErrorText();
  const error = fieldErrorText(useFormState({ control, name: 'reminder' }).errors.reminder);
  return (
    <Controller
      control={control}
      name="reminder"
      render={({ field }) => (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <TextField
            type="datetime-local"
            label={t('field.reminder')}
            size="small"
            value={toLocalInput(field.value ?? null)}
            onChange={(event) => field.onChange(fromLocalInput(event.target.value))}
            onBlur={field.onBlur}
            error={Boolean(error)}
            helperText={error}
            slotProps={{ inputLabel: { shrink: true } }}
            data-testid="note-reminder"
          />
          {field.value && (
            <Button size="small" color="inherit" onClick={() => field.onChange(null)}>
              {t('clearReminder')}
            </Button>
          )}
        </Box>
      )}
    />
  );
}

/** The note's labels: each of the user's labels as a chip that toggles. */
export function LabelsField({ control, labels }: { control: NoteControl; labels: readonly NoteLabel[] }) {
  const { t } = useTranslation('notes');
  if (labels.length === 0) return null;
  return (
    <Controller
      control={control}
      name="labels"
      render={({ field }) => {
        const chosen = field.value ?? [];
        return (
          <Box role="group" aria-label={t('field.labels')} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {labels.map((label) => {
              const on = chosen.includes(label.id);
              return (
                <Chip
                  key={label.id}
                  label={label.name}
                  color={on ? 'primary' : 'default'}
                  variant={on ? 'filled' : 'outlined'}
                  aria-pressed={on}
                  onClick={() =>
                    field.onChange(on ? chosen.filter((id) => id !== label.id) : [...chosen, label.id])
                  }
                />
              );
            })}
          </Box>
        );
      }}
    />
  );
}
