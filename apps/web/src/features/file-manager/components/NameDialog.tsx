import { fileManagerNameSchema, type FileManagerItem } from '@cppcc/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { ApiError } from '../../../shared/api/apiError';
import { useErrorText } from '../../../shared/api/errorText';
import { FormDialog } from '../../../shared/forms/FormDialog';
import { FORM_PARSE_OPTIONS } from '../../../shared/forms/formIssues';
import { FormTextField } from '../../../shared/forms/FormTextField';
import { applyServerFieldErrors } from '../../../shared/forms/serverErrors';

const nameFormSchema = z.object({ name: fileManagerNameSchema });
type NameForm = z.infer<typeof nameFormSchema>;

/**
 * A new folder's name or a new name: checked by the contract's rule as the server checks it, a refusal
 * (a name taken) shown under the field; the text typed stays on an error.
 */
export function NameDialog({
  title,
  initial,
  submitLabel,
  onSubmit,
  onClose,
}: {
  title: string;
  initial: string;
  submitLabel: string;
  onSubmit: (name: string) => Promise<{ data: FileManagerItem } | { error: unknown }>;
  onClose: () => void;
}) {
  const { t } = useTranslation('fileManager');
  const errorText = useErrorText();
  const [general, setGeneral] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const { control, handleSubmit, setError } = useForm<NameForm>({
    resolver: zodResolver(nameFormSchema, FORM_PARSE_OPTIONS),
    defaultValues: { name: initial },
  });

  const save = async ({ name }: NameForm) => {
    setBusy(true);
    const result = await onSubmit(name);
    setBusy(false);
    if ('data' in result) {
      onClose();
      return;
    }
    const onField = applyServerFieldErrors(result.error, ['name'], setError);
    setGeneral(onField ? undefined : errorText(result.error as ApiError));
  };

  return (
    <FormDialog
      title={title}
      onClose={onClose}
      onSubmit={(event) => void handleSubmit(save)(event)}
      busy={busy}
      submitLabel={submitLabel}
      submitTestId="name-dialog-submit"
      error={general}
      maxWidth="xs"
      testId="name-dialog"
    >
      <FormTextField control={control} name="name" label={t('field.name')} required autoFocus fullWidth />
    </FormDialog>
  );
}
