import type { Todo, TodoLabel } from '@cppcc/contracts';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../shared/api/errorText';
import { showMessage } from '../../../shared/message/messageSlice';
import { useAppDispatch } from '../../../shared/store/hooks';
import { confirm } from '../../../shared/dialog/dialogService';
import { useDeleteTodosMutation, useSetTodoFolderMutation, useToggleTodoLabelMutation } from '../api';
import { batchPlan, labelPlan, type BatchOperation } from '../lib/todoBatch';
import { handleTitle } from '../lib/todoText';

interface TodoBatchBarProps {
  todos: readonly Todo[];
  labels: readonly TodoLabel[];
  selected: ReadonlySet<string>;
  onSelect: (ids: ReadonlySet<string>) => void;
}

/** Select several to-dos, then complete, reopen, restore, label or delete them at once. */
export function TodoBatchBar({ todos, labels, selected, onSelect }: TodoBatchBarProps) {
  const { t } = useTranslation('memberWorkbench');
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const [setFolder, folderState] = useSetTodoFolderMutation();
  const [deleteTodos, deleteState] = useDeleteTodosMutation();
  const [toggleLabel, labelState] = useToggleTodoLabelMutation();
  const [labelMenu, setLabelMenu] = useState<HTMLElement | null>(null);
  const busy = folderState.isLoading || deleteState.isLoading || labelState.isLoading;
  const chosen = todos.filter((todo) => selected.has(todo.id));
  const count = chosen.length;
  const some = (test: (todo: Todo) => boolean) => chosen.some(test);

  const report = (done: number, skipped: number) => {
    if (done > 0) dispatch(showMessage({ message: t('batchDone', { count: done }), variant: 'success' }));
    if (skipped > 0)
      dispatch(showMessage({ message: t('batchSkipped', { count: skipped }), variant: 'warning' }));
    if (done === 0 && skipped === 0) dispatch(showMessage({ message: t('batchNothing'), variant: 'info' }));
  };
  const failed = (error: Parameters<typeof errorText>[0]) =>
    dispatch(showMessage({ message: errorText(error) ?? '', variant: 'error' }));

  async function run(op: BatchOperation) {
    const plan = batchPlan(todos, selected, op);
    if (plan.ids.length === 0) return report(0, plan.skipped);
    if (op === 'delete') {
      const ok = await confirm({
        title: t('delete'),
        message: t('batchDeleteConfirm', { count: plan.ids.length }),
        confirmText: t('delete'),
        cancelText: t('cancel'),
        destructive: true,
      });
      if (!ok) return;
    }
    const result =
      op === 'delete'
        ? await deleteTodos(plan.ids)
        : await setFolder({
            todoIds: plan.ids,
            folderHandle: op === 'complete' ? 'done' : 'all',
          });
    if (result.error) return failed(result.error);
    onSelect(new Set());
    report(plan.ids.length, plan.skipped);
  }

  async function label(item: TodoLabel) {
    setLabelMenu(null);
    const plan = labelPlan(todos, selected, item.id);
    if (plan.ids.length === 0) return;
    const result = await toggleLabel({ todoIds: plan.ids, labelId: item.id });
    if (result.error) return failed(result.error);
    const name = handleTitle('todoLabel', item, t);
    dispatch(
      showMessage({
        message: t(plan.adding ? 'labelAdded' : 'labelRemoved', { count: plan.ids.length, label: name }),
        variant: 'success',
      }),
    );
  }

  return (
    <Stack
      direction="row"
      role="toolbar"
      aria-label={t('batchActions')}
      data-testid="todo-batch-bar"
      sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}
    >
      <FormControlLabel
        label={count > 0 ? t('selectedCount', { count }) : t('selectAll')}
        control={
          <Checkbox
            checked={todos.length > 0 && count === todos.length}
            indeterminate={count > 0 && count < todos.length}
            onChange={(event) => onSelect(new Set(event.target.checked ? todos.map((todo) => todo.id) : []))}
            slotProps={{ input: { 'aria-label': t('selectAll') } }}
          />
        }
      />
      {count > 0 && (
        <>
          {some((todo) => !todo.deleted && !todo.completed) && (
            <Button size="small" variant="outlined" disabled={busy} onClick={() => void run('complete')}>
              {t('batchComplete')}
            </Button>
          )}
          {some((todo) => !todo.deleted && todo.completed) && (
            <Button size="small" variant="outlined" disabled={busy} onClick={() => void run('reopen')}>
              {t('batchReopen')}
            </Button>
          )}
          {some((todo) => todo.deleted) && (
            <Button size="small" variant="outlined" disabled={busy} onClick={() => void run('restore')}>
              {t('restore')}
            </Button>
          )}
          <Button
            size="small"
            variant="outlined"
            disabled={busy}
            aria-haspopup="menu"
            aria-expanded={Boolean(labelMenu)}
            aria-controls={labelMenu ? 'todo-batch-labels' : undefined}
            onClick={(event) => setLabelMenu(event.currentTarget)}
          >
            {t('batchLabel')}
          </Button>
          <Menu
            id="todo-batch-labels"
            anchorEl={labelMenu}
            open={Boolean(labelMenu)}
            onClose={() => setLabelMenu(null)}
            slotProps={{ list: { 'aria-label': t('batchLabelMenu') } }}
          >
            {labels.map((item) => (
              <MenuItem key={item.id} onClick={() => void label(item)}>
                <Typography component="span" sx={{ color: item.color, mr: 1 }} aria-hidden>
                  ●
                </Typography>
                {handleTitle('todoLabel', item, t)}
              </MenuItem>
            ))}
          </Menu>
          {some((todo) => !todo.deleted) && (
            <Button
              size="small"
              variant="outlined"
              color="error"
              disabled={busy}
              onClick={() => void run('delete')}
            >
              {t('delete')}
            </Button>
          )}
          <Button size="small" onClick={() => onSelect(new Set())}>
            {t('clearSelection')}
          </Button>
        </>
      )}
    </Stack>
  );
}
