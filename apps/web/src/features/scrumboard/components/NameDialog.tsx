import { scrumboardNameSchema } from '@cppcc/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormTextField } from '../../../shared/forms/FormTextField';
import { FORM_PARSE_OPTIONS } from '../../../shared/forms/formIssues';
import { applyServerFieldErrors } from '../../../shared/forms/serverErrors';

const nameFormSchema = z.object({ name: scrumboardNameSchema });
type NameForm = z.infer<typeof nameFormSchema>;

/**
 * One name to write: a new list or card, or a board's or list's new name. `onSave` answers the call's
 * error (shown under the field when it names one, else by the caller) or nothing when saved.
 */
export function NameDialog({
  title,
  label,
  initial = '',
  submitText,
  serverField,
  onSave,
  onClose,
}: {
  title: string;
  label: string;
  initial?: string;
  submitText: string;
  /** The call's field the name travels in (`boardTitle`, `data.name` …), for its 400. */
  serverField: string;
  onSave: (name: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation('scrumboard');
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const { control, handleSubmit, formState, setError } = useForm<NameForm>({
    resolver: zodResolver(nameFormSchema, FORM_PARSE_OPTIONS),
    defaultValues: { name: initial },
  });
  const submit = handleSubmit(async ({ name }) => {
    const error = await onSave(name);
    if (error === undefined) onClose();
    else
      applyServerFieldErrors(
        { ...(error as object), fields: renamed(error, serverField) },
        ['name'],
        (field, value) => setError(field, value),
      );
  });
  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="xs">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <FormTextField
            control={control}
            name="name"
            label={label}
            required
            fullWidth
            autoFocus
            margin="dense"
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? t('saving') : submitText}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** The call's reason for its name field, under the form's `name`. */
function renamed(error: unknown, serverField: string): Record<string, string> {
  const fields = (error as { fields?: Record<string, string> }).fields ?? {};
  const reason = fields[serverField];
  return reason === undefined ? {} : { name: reason };
}
