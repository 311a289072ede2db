import type { Todo } from '@cppcc/contracts';

/** What a batch button does to the selected to-dos. */
export type BatchOperation = 'complete' | 'reopen' | 'restore' | 'delete';

export interface BatchPlan {
  /** The ids to send. */
  ids: string[];
  /** Selected workflow to-dos left alone: the workflow completes them, never a click. */
  skipped: number;
}

/**
 * The to-dos a batch operation applies to, among the selected ones. Completing or reopening leaves the
 * workflow's to-dos out (the server refuses them); restoring brings back what is deleted, except
 * completed workflow to-dos, which stay in the bin (the server would refuse them too).
 */
export function batchPlan(
  todos: readonly Todo[],
  selected: ReadonlySet<string>,
  op: BatchOperation,
): BatchPlan {
  const chosen = todos.filter((todo) => selected.has(todo.id));
  const applies = (todo: Todo): boolean => {
    const workflow = todo.kind === 'workflow';
    switch (op) {
      case 'complete':
        return !workflow && !todo.completed && !todo.deleted;
      case 'reopen':
        return !workflow && todo.completed && !todo.deleted;
      case 'restore':
        return todo.deleted && !(workflow && todo.completed);
      case 'delete':
        return !todo.deleted;
    }
  };
  const ids = chosen.filter(applies).map((todo) => todo.id);
  const skipped = chosen.filter((todo) => !applies(todo) && todo.kind === 'workflow').length;
  return { ids, skipped };
}

/**
 * `toggle-label` flips a label on each to-do. For a selection that means: add it where it is missing;
 * only when all of them have it, remove it from all.
 */
export function labelPlan(
  todos: readonly Todo[],
  selected: ReadonlySet<string>,
  labelId: string,
): { ids: string[]; adding: boolean } {
  const chosen = todos.filter((todo) => selected.has(todo.id));
  const missing = chosen.filter((todo) => !todo.labels.includes(labelId));
  return missing.length > 0
    ? { ids: missing.map((todo) => todo.id), adding: true }
    : { ids: chosen.map((todo) => todo.id), adding: false };
}
