import type { Todo, TodoListQuery } from '@cppcc/contracts';
import { TODO_FILTER_HANDLES, TODO_FOLDER_HANDLES } from '@cppcc/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useErrorText } from '../../../shared/api/errorText';
import { registerBundle } from '../../../shared/i18n/i18n';
import { Loading } from '../../../shared/ui/Loading';
import { confirm } from '../../../shell/dialog/dialogService';
import {
  useNewTodoMutation,
  useRemoveTodoMutation,
  useSetTodoFolderMutation,
  useTodoFiltersQuery,
  useTodoFoldersQuery,
  useTodoLabelsQuery,
  useTodosQuery,
  useToggleTodoLabelMutation,
  useUpdateTodoMutation,
} from '../api';
import { i18nBundle } from '../i18n';
import { WorkbenchFrame } from './WorkbenchPages';

registerBundle(i18nBundle);

/** The to-do query for the page's search params (`folder`, `filter` or `label`; default folder `all`). */
export function todoQueryOf(search: URLSearchParams): TodoListQuery {
  const folder = search.get('folder');
  const filter = search.get('filter');
  const label = search.get('label');
  if (filter && (TODO_FILTER_HANDLES as readonly string[]).includes(filter))
    return { filterHandle: filter as TodoListQuery['filterHandle'] };
  if (label) return { labelHandle: label.slice(0, 40) };
  if (folder && (TODO_FOLDER_HANDLES as readonly string[]).includes(folder))
    return { folderHandle: folder as TodoListQuery['folderHandle'] };
  return { folderHandle: 'all' };
}

/** /apps/todo/tasks: the to-do app of seed 001 against /api/todo-app/*. */
export default function TasksPage() {
  const { t } = useTranslation('memberWorkbench');
  const errorText = useErrorText();
  const [search] = useSearchParams();
  const query = todoQueryOf(search);
  const todos = useTodosQuery(query);
  const folders = useTodoFoldersQuery();
  const filters = useTodoFiltersQuery();
  const labels = useTodoLabelsQuery();
  const [newTodo, creating] = useNewTodoMutation();
  const [title, setTitle] = useState('');
  const [editing, setEditing] = useState<Todo | null>(null);
  const isActive = (key: string, value: string) =>
    (key === 'folder' && query.folderHandle === value) ||
    (key === 'filter' && query.filterHandle === value) ||
    (key === 'label' && query.labelHandle === value);

  const nav = (
    key: string,
    items: { id: string; handle: string; title: string }[] | undefined,
    heading: string,
  ) => (
    <List dense subheader={<ListSubheader disableSticky>{heading}</ListSubheader>}>
      {(items ?? []).map((item) => (
        <ListItemButton
          key={item.id}
          component={RouterLink}
          to={`/apps/todo/tasks?${key}=${encodeURIComponent(item.handle)}`}
          selected={isActive(key, item.handle)}
        >
          <ListItemText primary={item.title} />
        </ListItemButton>
      ))}
    </List>
  );

  return (
    <WorkbenchFrame title={t('tasks')}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Card sx={{ minWidth: 220 }} component="nav" aria-label={t('tasks')}>
          {nav('folder', folders.data, t('todoFolders'))}
          {nav('filter', filters.data, t('todoFilters'))}
          {nav('label', labels.data, t('todoLabels'))}
        </Card>
        <Card sx={{ flex: 1 }}>
          <CardContent>
            <Stack
              direction="row"
              spacing={1}
              component="form"
              sx={{ mb: 2 }}
              onSubmit={(event) => {
                event.preventDefault();
                if (!title.trim()) return;
                void newTodo({ title: title.trim() }).then((result) => {
                  if (!result.error) setTitle('');
                });
              }}
            >
              <TextField
                size="small"
                label={t('newTodo')}
                value={title}
                onChange={(event) => setTitle(event.target.value)}
                slotProps={{ htmlInput: { maxLength: 200 } }}
                sx={{ flex: 1 }}
              />
              <Button type="submit" variant="contained" disabled={creating.isLoading || !title.trim()}>
                {t('save')}
              </Button>
            </Stack>
            {creating.error && <Alert severity="error">{errorText(creating.error)}</Alert>}
            {todos.isLoading ? (
              <Loading />
            ) : todos.error ? (
              <Alert
                severity="error"
                action={
                  <Button color="inherit" onClick={() => void todos.refetch()}>
                    {t('retry')}
                  </Button>
                }
              >
                {t('loadError', { message: errorText(todos.error) })}
              </Alert>
            ) : (todos.data?.length ?? 0) === 0 ? (
              <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
                {t('noTodos')}
              </Typography>
            ) : (
              <List data-testid="todo-list">
                {todos.data?.map((todo) => (
                  <TodoRow key={todo.id} todo={todo} onEdit={() => setEditing(todo)} />
                ))}
              </List>
            )}
          </CardContent>
        </Card>
      </Stack>
      {editing && <TodoDialog todo={editing} onClose={() => setEditing(null)} />}
    </WorkbenchFrame>
  );
}

function TodoRow({ todo, onEdit }: { todo: Todo; onEdit: () => void }) {
  const { t } = useTranslation('memberWorkbench');
  const [update] = useUpdateTodoMutation();
  const [remove] = useRemoveTodoMutation();
  const [setFolder] = useSetTodoFolderMutation();
  const labels = useTodoLabelsQuery();
  const workflow = todo.kind === 'workflow';

  async function onDelete() {
    const ok = await confirm({
      title: t('delete'),
      message: t('deleteConfirm', { title: todo.title }),
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
      secondaryAction={
        <Stack direction="row">
          <IconButton
            aria-label={t('star', { title: todo.title })}
            aria-pressed={todo.starred}
            onClick={() => void update({ id: todo.id, starred: !todo.starred })}
          >
            {todo.starred ? '★' : '☆'}
          </IconButton>
          <IconButton
            aria-label={t('important', { title: todo.title })}
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
            <IconButton aria-label={`${t('delete')} ${todo.title}`} onClick={() => void onDelete()}>
              ✕
            </IconButton>
          )}
        </Stack>
      }
    >
      <Checkbox
        checked={todo.completed}
        disabled={workflow}
        onChange={() => void update({ id: todo.id, completed: !todo.completed })}
        slotProps={{ input: { 'aria-label': t('complete', { title: todo.title }) } }}
      />
      <ListItemText
        sx={{ pr: 16 }}
        primary={
          <Link
            component="button"
            onClick={onEdit}
            underline="hover"
            color="inherit"
            sx={{ textAlign: 'left' }}
          >
            {todo.title}
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
            {todo.dueDate && <span>{`${t('dueDate')}：${new Date(todo.dueDate).toLocaleDateString()}`}</span>}
            {todo.labels.map((id) => {
              const label = labels.data?.find((item) => item.id === id);
              return label ? (
                <Chip
                  key={id}
                  component="span"
                  size="small"
                  label={label.title}
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

function TodoDialog({ todo, onClose }: { todo: Todo; onClose: () => void }) {
  const { t } = useTranslation('memberWorkbench');
  const errorText = useErrorText();
  const labels = useTodoLabelsQuery();
  const [update, updating] = useUpdateTodoMutation();
  const [toggleLabel] = useToggleTodoLabelMutation();
  const [title, setTitle] = useState(todo.title);
  const [notes, setNotes] = useState(todo.notes);
  const [dueDate, setDueDate] = useState(todo.dueDate ? todo.dueDate.slice(0, 10) : '');
  const [selected, setSelected] = useState<string[]>(todo.labels);
  const workflow = todo.kind === 'workflow';

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
                    label={label.title}
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
