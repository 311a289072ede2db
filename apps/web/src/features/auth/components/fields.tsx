import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId, type ChangeEvent } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useFieldErrorText } from '../../../shared/forms/fieldError';

/**
 * A labelled outlined input bound to react-hook-form, its error translated through the `messages` namespace.
 * Built from the parts rather than MUI's TextField, which drags Select, Menu, Popover and Modal into the
 * sign-in pages' first load.
 */
export function FormTextField<T extends FieldValues>({
  form,
  name,
  label,
  type,
  autoComplete,
  inputMode,
  onChange,
}: {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
  type?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'tel' | 'email' | 'text';
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const id = useId();
  const errorText = useFieldErrorText();
  const { ref, ...registered } = form.register(name);
  const error = form.formState.errors[name] as { message?: string } | undefined;
  const message = errorText(error);
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
        inputRef={ref}
        {...registered}
        onChange={onChange ?? registered.onChange}
        inputProps={inputProps}
      />
      {message && <FormHelperText id={`${id}-helper`}>{message}</FormHelperText>}
    </FormControl>
  );
}
