import type { Todo, TodoUpdateBody } from '@cppcc/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../shared/api/errorText';
import { FORM_PARSE_OPTIONS } from '../../../shared/forms/formIssues';
import { FormTextField } from '../../../shared/forms/FormTextField';
import { applyServerFieldErrors } from '../../../shared/forms/serverErrors';
import { useTodoLabelsQuery, useToggleTodoLabelMutation, useUpdateTodoMutation } from '../api';
import { todoFormOf, todoFormSchema, TODO_FORM_FIELDS, type TodoForm } from '../lib/todoForm';
import { handleTitle, todoNotes, todoTitle } from '../lib/todoText';

/** Edits one to-do: title, notes (own to-dos only), due date and labels. */
export function TodoDialog({ todo, onClose }: { todo: Todo; onClose: () => void }) {
  const { t, i18n } = useTranslation('memberWorkbench');
  const errorText = useErrorText();
  const labels = useTodoLabelsQuery();
  const [update, updating] = useUpdateTodoMutation();
  const [toggleLabel] = useToggleTodoLabelMutation();
  const [general, setGeneral] = useState<string | undefined>();
  const workflow = todo.kind === 'workflow';
  const schema = useMemo(() => todoFormSchema(todo), [todo]);
  const { control, handleSubmit, setError, getValues } = useForm<TodoForm, unknown, TodoUpdateBody>({
    resolver: zodResolver(schema, FORM_PARSE_OPTIONS),
    defaultValues: todoFormOf(todo, {
      title: todoTitle(todo, i18n.language),
      notes: todoNotes(todo, i18n.language),
    }),
  });

  const save = async (body: TodoUpdateBody, selected: readonly string[]) => {
    const result = await update(body);
    if (result.error) {
      const onFields = applyServerFieldErrors(result.error, TODO_FORM_FIELDS, (field, error) =>
        setError(field === 'dueDate' ? 'dueDay' : field, error),
      );
      setGeneral(onFields ? undefined : errorText(result.error));
      return;
    }
    const changed =
      labels.data?.filter((label) => selected.includes(label.id) !== todo.labels.includes(label.id)) ?? [];
    for (const label of changed) await toggleLabel({ todoIds: [todo.id], labelId: label.id });
    onClose();
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <form
        noValidate
        onSubmit={(event) => void handleSubmit((body) => save(body, getValues('labels')))(event)}
      >
        <DialogTitle>{t('editTodo')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormTextField
              control={control}
              name="title"
              label={t('todoTitle')}
              disabled={workflow}
              required
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
            <FormTextField
              control={control}
              name="notes"
              label={t('todoNotes')}
              disabled={workflow}
              multiline
              minRows={3}
            />
            <FormTextField
              control={control}
              name="dueDay"
              type="date"
              label={t('dueDate')}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <Controller
              control={control}
              name="labels"
              render={({ field }) => (
                <Stack
                  direction="row"
                  sx={{ flexWrap: 'wrap', gap: 1 }}
                  role="group"
                  aria-label={t('todoLabels')}
                >
                  {(labels.data ?? []).map((label) => {
                    const on = field.value.includes(label.id);
                    return (
                      <Chip
                        key={label.id}
                        label={handleTitle('todoLabel', label, t)}
                        clickable
                        aria-pressed={on}
                        variant={on ? 'filled' : 'outlined'}
                        sx={on ? { bgcolor: label.color, color: '#fff' } : undefined}
                        onClick={() =>
                          field.onChange(
                            on ? field.value.filter((id) => id !== label.id) : [...field.value, label.id],
                          )
                        }
                      />
                    );
                  })}
                </Stack>
              )}
            />
            {general && <Alert severity="error">{general}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="submit" variant="contained" disabled={updating.isLoading}>
            {t('save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
