import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../../../shared/forms/fieldError';
import type { ProductForm, ProductFormOutput } from '../lib/productForm';

/**
 * Categories or tags: words typed freely (Enter adds one), shown as chips. Read-only (a member viewing a
 * product), the chips carry no delete icon and the typing hint is not shown (issue 34).
 */
export function WordsField({
  control,
  name,
  label,
  disabled,
  readOnly,
}: {
  control: Control<ProductForm, unknown, ProductFormOutput>;
  name: 'categories' | 'tags';
  label: string;
  disabled: boolean;
  readOnly: boolean;
}) {
  const { t } = useTranslation('e-commerce');
  const errorText = useFieldErrorText();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Autocomplete<string, true, false, true>
          multiple
          freeSolo
          options={[]}
          value={field.value}
          disabled={disabled && !readOnly}
          readOnly={readOnly}
          onChange={(_event, value) => field.onChange(value.map((word) => word.trim()).filter(Boolean))}
          renderValue={(values, getItemProps) =>
            values.map((option, index) => {
              const { key, ...itemProps } = getItemProps({ index });
              return <Chip key={key} size="small" label={option} {...itemProps} />;
            })
          }
          renderInput={(params) => (
            <TextField
              {...params}
              name={field.name}
              label={label}
              inputRef={field.ref}
              error={Boolean(fieldState.error)}
              helperText={errorText(fieldState.error) ?? (readOnly ? undefined : t('addWords'))}
            />
          )}
        />
      )}
    />
  );
}
