import type { NoteFields, NoteFieldsInput, NoteLabel } from '@cppcc/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { Controller, useFormState, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../../../shared/forms/fieldError';
import { PictureUpload } from '../../../shared/ui/PictureUpload';
import { uploadNoteImage } from '../api';
import { fromLocalInput, toLocalInput } from '../lib/visibleNotes';

type NoteControl = Control<NoteFieldsInput, unknown, NoteFields>;

/** The note's picture: uploaded through the server's checks (with progress), shown, removed. */
export function ImageField({ control, onChange }: { control: NoteControl; onChange: (url: string) => void }) {
  const { t } = useTranslation('notes');
  const image = useWatch({ control, name: 'image' }) ?? '';
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
      <PictureUpload
        label={t('uploadImage')}
        upload={uploadNoteImage}
        onUploaded={({ url }) => onChange(url)}
        inputTestId="note-image-input"
      >
        {image && (
          <Button size="small" color="inherit" onClick={() => onChange('')}>
            {t('removeImage')}
          </Button>
        )}
      </PictureUpload>
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
