import type { Todo, TodoListQuery } from '@cppcc/contracts';
import { TODO_FILTER_HANDLES, TODO_FOLDER_HANDLES } from '@cppcc/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
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
import {
  useNewTodoMutation,
  useTodoFiltersQuery,
  useTodoFoldersQuery,
  useTodoLabelsQuery,
  useTodosQuery,
} from '../api';
import { TodoBatchBar } from '../components/TodoBatchBar';
import { TodoDialog } from '../components/TodoDialog';
import { TodoRow } from '../components/TodoRow';
import { i18nBundle } from '../i18n';
import { handleTitle } from '../lib/todoText';
import { WorkbenchFrame } from './WorkbenchFrame';
import { QueryError } from '../../../shared/ui/QueryError';

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

type NavKind = 'folder' | 'filter' | 'label';
const NAV_TITLES = { folder: 'todoFolder', filter: 'todoFilter', label: 'todoLabel' } as const;

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
  // The selection belongs to one list: another folder, filter or label starts afresh.
  const listKey = JSON.stringify(query);
  const [selection, setSelection] = useState<{ list: string; ids: ReadonlySet<string> }>({
    list: listKey,
    ids: new Set(),
  });
  const visible = todos.data ?? [];
  const selected: ReadonlySet<string> =
    selection.list === listKey
      ? new Set(visible.filter((todo) => selection.ids.has(todo.id)).map((todo) => todo.id))
      : new Set();
  const select = (ids: ReadonlySet<string>) => setSelection({ list: listKey, ids });
  const isActive = (key: NavKind, value: string) =>
    (key === 'folder' && query.folderHandle === value) ||
    (key === 'filter' && query.filterHandle === value) ||
    (key === 'label' && query.labelHandle === value);

  const nav = (
    key: NavKind,
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
          aria-current={isActive(key, item.handle) ? 'page' : undefined}
        >
          <ListItemText primary={handleTitle(NAV_TITLES[key], item, t)} />
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
              <QueryError error={todos.error} onRetry={() => void todos.refetch()} />
            ) : visible.length === 0 ? (
              <Typography color="textSecondary" sx={{ py: 4, textAlign: 'center' }} data-testid="todo-empty">
                {t('noTodos')}
              </Typography>
            ) : (
              <>
                <TodoBatchBar
                  todos={visible}
                  labels={labels.data ?? []}
                  selected={selected}
                  onSelect={select}
                />
                <List data-testid="todo-list">
                  {visible.map((todo) => (
                    <TodoRow
                      key={todo.id}
                      todo={todo}
                      labels={labels.data ?? []}
                      selected={selected.has(todo.id)}
                      onSelect={(on) => {
                        const next = new Set(selected);
                        if (on) next.add(todo.id);
                        else next.delete(todo.id);
                        select(next);
                      }}
                      onEdit={() => setEditing(todo)}
                    />
                  ))}
                </List>
              </>
            )}
          </CardContent>
        </Card>
      </Stack>
      {editing && <TodoDialog todo={editing} onClose={() => setEditing(null)} />}
    </WorkbenchFrame>
  );
}
