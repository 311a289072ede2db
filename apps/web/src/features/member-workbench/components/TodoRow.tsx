import type { Todo, TodoLabel } from '@cppcc/contracts';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { confirm } from '../../../shared/dialog/dialogService';
import { useRemoveTodoMutation, useSetTodoFolderMutation, useUpdateTodoMutation } from '../api';
import { handleTitle, todoTitle } from '../lib/todoText';
import { localeDate } from '../../../shared/lib/dates';

interface TodoRowProps {
  todo: Todo;
  labels: readonly TodoLabel[];
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onEdit: () => void;
}

/** One to-do: select for a batch, complete, star, flag, open, delete or restore. */
export function TodoRow({ todo, labels, selected, onSelect, onEdit }: TodoRowProps) {
  const { t, i18n } = useTranslation('memberWorkbench');
  const [update] = useUpdateTodoMutation();
  const [remove] = useRemoveTodoMutation();
  const [setFolder] = useSetTodoFolderMutation();
  const workflow = todo.kind === 'workflow';
  const title = todoTitle(todo, i18n.language);

  async function onDelete() {
    const ok = await confirm({
      title: t('delete'),
      message: t('deleteConfirm', { title }),
      confirmText: t('delete'),
      cancelText: t('cancel'),
      destructive: true,
    });
    if (ok) await remove(todo.id);
  }

  return (
    <ListItem
      divider
      disableGutters
      data-testid="todo-row"
      secondaryAction={
        <Stack direction="row">
          <IconButton
            aria-label={t('star', { title })}
            aria-pressed={todo.starred}
            onClick={() => void update({ id: todo.id, starred: !todo.starred })}
          >
            {todo.starred ? '★' : '☆'}
          </IconButton>
          <IconButton
            aria-label={t('important', { title })}
            aria-pressed={todo.important}
            color={todo.important ? 'error' : 'default'}
            onClick={() => void update({ id: todo.id, important: !todo.important })}
          >
            !
          </IconButton>
          {todo.deleted ? (
            <Button size="small" onClick={() => void setFolder({ todoIds: [todo.id], folderHandle: 'all' })}>
              {t('restore')}
            </Button>
          ) : (
            <IconButton aria-label={`${t('delete')} ${title}`} onClick={() => void onDelete()}>
              ✕
            </IconButton>
          )}
        </Stack>
      }
    >
      <Checkbox
        checked={selected}
        onChange={(event) => onSelect(event.target.checked)}
        slotProps={{ input: { 'aria-label': t('selectTodo', { title }) } }}
        size="small"
        color="secondary"
      />
      <Checkbox
        checked={todo.completed}
        disabled={workflow}
        onChange={() => void update({ id: todo.id, completed: !todo.completed })}
        slotProps={{ input: { 'aria-label': t('complete', { title }) } }}
      />
      <ListItemText
        sx={{ pr: 16 }}
        primary={
          <Link
            component="button"
            onClick={onEdit}
            underline="hover"
            color="inherit"
            sx={{ textAlign: 'left', textDecoration: todo.completed ? 'line-through' : undefined }}
          >
            {title}
          </Link>
        }
        secondary={
          <Stack direction="row" spacing={1} component="span" sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            {workflow && <Chip component="span" size="small" label={t('workflowTodo')} />}
            {todo.proposalId && (
              <Link component={RouterLink} to={`/apps/proposals/${todo.proposalId}`}>
                {t('openProposal')}
              </Link>
            )}
            {todo.dueDate && (
              <span>
                {t('dueOn', {
                  date: localeDate(todo.dueDate, i18n.language),
                })}
              </span>
            )}
            {todo.labels.map((id) => {
              const label = labels.find((item) => item.id === id);
              return label ? (
                <Chip
                  key={id}
                  component="span"
                  size="small"
                  label={handleTitle('todoLabel', label, t)}
                  sx={{ bgcolor: label.color, color: '#fff' }}
                />
              ) : null;
            })}
          </Stack>
        }
      />
    </ListItem>
  );
}
