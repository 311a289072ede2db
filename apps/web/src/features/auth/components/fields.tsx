import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId } from 'react';
import { useFieldErrorText } from '../../../shared/forms/fieldError';
import type { FieldsForm } from '../lib/useFieldsForm';

/**
 * A labelled outlined input bound to a `useFieldsForm` field, its error translated through the `messages`
 * namespace.
 * Built from the parts rather than MUI's TextField, which drags Select, Menu, Popover and Modal into the
 * sign-in pages' first load.
 */
export function FormTextField<F extends string>({
  form,
  name,
  label,
  type,
  autoComplete,
  inputMode,
}: {
  form: FieldsForm<F>;
  name: F;
  label: string;
  type?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'tel' | 'email' | 'text';
}) {
  const id = useId();
  const errorText = useFieldErrorText();
  const { inputRef, ...bound } = form.field(name);
  const message = errorText({ message: form.errors[name] });
  const inputProps: OutlinedInputProps['inputProps'] = {
    'data-testid': `field-${name}`,
    inputMode,
    'aria-describedby': message ? `${id}-helper` : undefined,
  };
  return (
    <FormControl fullWidth error={Boolean(message)} variant="outlined">
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        type={type}
        autoComplete={autoComplete}
        inputRef={inputRef}
        {...bound}
        inputProps={inputProps}
      />
      {message && <FormHelperText id={`${id}-helper`}>{message}</FormHelperText>}
    </FormControl>
  );
}
