import type { NoteFields, NoteFieldsInput } from '@cppcc/contracts';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { Controller, useFieldArray, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../shared/forms/FormTextField';

let counter = 0;
/** Item ids only need to be unique within the note. */
const newItemId = () => `item-${Date.now().toString(36)}-${(counter += 1)}`;

/** The note's checklist: items ticked, edited, added (Enter in the last adds the next) and removed. */
export function ChecklistField({ control }: { control: Control<NoteFieldsInput, unknown, NoteFields> }) {
  const { t } = useTranslation('notes');
  const { fields, append, remove } = useFieldArray({ control, name: 'checklist', keyName: 'key' });
  const items = useWatch({ control, name: 'checklist' }) ?? [];
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
        {t('field.checklist')}
      </Typography>
      {fields.map((field, index) => {
        const text = items[index]?.text ?? '';
        return (
          <Box key={field.key} sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5, mb: 1 }}>
            <Controller
              control={control}
              name={`checklist.${index}.checked`}
              render={({ field: checked }) => (
                <Checkbox
                  checked={checked.value ?? false}
                  onChange={(event) => checked.onChange(event.target.checked)}
                  slotProps={{ input: { 'aria-label': t('itemDone', { text }) } }}
                />
              )}
            />
            <FormTextField
              control={control}
              name={`checklist.${index}.text`}
              label={t('itemText')}
              size="small"
              fullWidth
              data-testid="note-checklist-item"
              onKeyDown={(event) => {
                if (event.key === 'Enter' && index === fields.length - 1) {
                  event.preventDefault();
                  append({ id: newItemId(), text: '', checked: false });
                }
              }}
            />
            <IconButton aria-label={t('removeItem', { text })} onClick={() => remove(index)} sx={{ mt: 0.5 }}>
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Box>
        );
      })}
      <Button
        size="small"
        startIcon={<AddIcon />}
        onClick={() => append({ id: newItemId(), text: '', checked: false })}
        data-testid="note-add-item"
      >
        {t('addItem')}
      </Button>
    </Box>
  );
}
