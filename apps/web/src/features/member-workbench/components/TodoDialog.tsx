import type { Todo } from '@cppcc/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../shared/api/errorText';
import { useTodoLabelsQuery, useToggleTodoLabelMutation, useUpdateTodoMutation } from '../api';
import { handleTitle, todoNotes, todoTitle } from '../lib/todoText';

/** Edits one to-do: title, notes (own to-dos only), due date and labels. */
export function TodoDialog({ todo, onClose }: { todo: Todo; onClose: () => void }) {
  const { t, i18n } = useTranslation('memberWorkbench');
  const errorText = useErrorText();
  const labels = useTodoLabelsQuery();
  const [update, updating] = useUpdateTodoMutation();
  const [toggleLabel] = useToggleTodoLabelMutation();
  const workflow = todo.kind === 'workflow';
  const [title, setTitle] = useState(todoTitle(todo, i18n.language));
  const [notes, setNotes] = useState(todoNotes(todo, i18n.language));
  const [dueDate, setDueDate] = useState(todo.dueDate ? todo.dueDate.slice(0, 10) : '');
  const [selected, setSelected] = useState<string[]>(todo.labels);

  async function save() {
    const result = await update({
      id: todo.id,
      ...(workflow ? {} : { title: title.trim(), notes }),
      dueDate: dueDate ? new Date(`${dueDate}T00:00:00`).toISOString() : null,
    });
    if (result.error) return;
    const changed =
      labels.data?.filter((label) => selected.includes(label.id) !== todo.labels.includes(label.id)) ?? [];
    for (const label of changed) await toggleLabel({ todoIds: [todo.id], labelId: label.id });
    onClose();
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <DialogTitle>{t('editTodo')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={t('todoTitle')}
              value={title}
              onChange={(event) => setTitle(event.target.value)}
              disabled={workflow}
              required
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
            <TextField
              label={t('todoNotes')}
              value={notes}
              onChange={(event) => setNotes(event.target.value)}
              disabled={workflow}
              multiline
              minRows={3}
            />
            <TextField
              type="date"
              label={t('dueDate')}
              value={dueDate}
              onChange={(event) => setDueDate(event.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <Stack
              direction="row"
              sx={{ flexWrap: 'wrap', gap: 1 }}
              role="group"
              aria-label={t('todoLabels')}
            >
              {(labels.data ?? []).map((label) => {
                const on = selected.includes(label.id);
                return (
                  <Chip
                    key={label.id}
                    label={handleTitle('todoLabel', label, t)}
                    clickable
                    aria-pressed={on}
                    variant={on ? 'filled' : 'outlined'}
                    sx={on ? { bgcolor: label.color, color: '#fff' } : undefined}
                    onClick={() =>
                      setSelected((current) =>
                        on ? current.filter((id) => id !== label.id) : [...current, label.id],
                      )
                    }
                  />
                );
              })}
            </Stack>
            {updating.error && <Alert severity="error">{errorText(updating.error)}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={updating.isLoading || (!workflow && !title.trim())}
          >
            {t('save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
