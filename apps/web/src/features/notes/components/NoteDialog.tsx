import { zodResolver } from '@hookform/resolvers/zod';
import {
  noteFieldsSchema,
  type Note,
  type NoteFields,
  type NoteFieldsInput,
  type NoteLabel,
} from '@cppcc/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../shared/api/errorText';
import { FORM_PARSE_OPTIONS } from '../../../shared/forms/formIssues';
import { FormTextField } from '../../../shared/forms/FormTextField';
import { applyServerFieldErrors } from '../../../shared/forms/serverErrors';
import { showMessage } from '../../../shared/message/messageSlice';
import { useAppDispatch } from '../../../shared/store/hooks';
import { useCreateNoteMutation, useUpdateNoteMutation } from '../api';
import { ChecklistField } from './ChecklistField';
import { ImageField, LabelsField, ReminderField } from './NoteExtras';

const FIELDS = ['title', 'description', 'image', 'checklist', 'reminder', 'labels'] as const;

function formOf(note: Note | null, labelId: string | undefined): NoteFieldsInput {
  return {
    title: note?.title ?? '',
    description: note?.description ?? '',
    image: note?.image ?? '',
    checklist: note?.checklist ?? [],
    reminder: note?.reminder ?? null,
    labels: note?.labels ?? (labelId ? [labelId] : []),
    archived: note?.archived ?? false,
  };
}

/**
 * Writes a new note or edits one, checked by the contract's schema as it is typed; the server's 400
 * reasons land on the fields and nothing typed is lost when saving fails. Full screen on a phone.
 */
export function NoteDialog({
  note,
  labels,
  labelId,
  onClose,
}: {
  /** null: a new note. */
  note: Note | null;
  labels: readonly NoteLabel[];
  /** A new note written on a label's page starts with that label. */
  labelId?: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('notes');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const [create, creating] = useCreateNoteMutation();
  const [update, updating] = useUpdateNoteMutation();
  const [general, setGeneral] = useState<string | undefined>();
  const { control, handleSubmit, setError, setValue } = useForm<NoteFieldsInput, unknown, NoteFields>({
    resolver: zodResolver(noteFieldsSchema, FORM_PARSE_OPTIONS),
    defaultValues: formOf(note, labelId),
    mode: 'onTouched',
  });

  const save = async (fields: NoteFields) => {
    setGeneral(undefined);
    const result = note ? await update({ note: { ...fields, id: note.id } }) : await create({ note: fields });
    if ('data' in result && result.data) {
      dispatch(showMessage({ message: t(note ? 'saved' : 'created'), variant: 'success' }));
      onClose();
      return;
    }
    const onFields = applyServerFieldErrors(result.error, FIELDS, setError);
    setGeneral(onFields ? undefined : errorText(result.error));
  };
  const busy = creating.isLoading || updating.isLoading;
  const titleId = 'note-dialog-title';

  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t(note ? 'editNote' : 'newNote')}</DialogTitle>
      <Stack
        component="form"
        noValidate
        data-testid="note-form"
        onSubmit={(event) => void handleSubmit(save)(event)}
        sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}
      >
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {general && <Alert severity="error">{general}</Alert>}
            <ImageField
              control={control}
              onChange={(url) => setValue('image', url, { shouldDirty: true, shouldValidate: true })}
            />
            <FormTextField control={control} name="title" label={t('field.title')} fullWidth autoFocus />
            <FormTextField
              control={control}
              name="description"
              label={t('field.description')}
              fullWidth
              multiline
              minRows={3}
            />
            <ChecklistField control={control} />
            <ReminderField control={control} />
            <LabelsField control={control} labels={labels} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button variant="contained" type="submit" disabled={busy} data-testid="note-save">
            {t('save')}
          </Button>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}
