import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useFieldErrorText } from './fieldError';

export type FormTextFieldProps<T extends FieldValues, Out extends FieldValues = T> = Omit<
  TextFieldProps,
  'name' | 'value' | 'error'
> & {
  /** The form's control; `Out` is what its resolver hands to the submit handler. */
  control: Control<T, unknown, Out>;
  name: FieldPath<T>;
};

/**
 * A MUI text field (or `select`) bound to a react-hook-form field: its value, its error as text (contracts'
 * message keys translated, a server's reason as it is) in the helper text, and focus on a failed submit.
 */
export function FormTextField<T extends FieldValues, Out extends FieldValues = T>({
  control,
  name,
  helperText,
  ...props
}: FormTextFieldProps<T, Out>) {
  const errorText = useFieldErrorText();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          disabled={props.disabled ?? field.disabled}
          error={Boolean(fieldState.error)}
          helperText={errorText(fieldState.error) ?? helperText}
        />
      )}
    />
  );
}
