import type { ActionEffect } from './types';

/** 办结 (also with the minutes of a second 不满意): pending evaluation to-dos go away. */
export const close: ActionEffect = ({ row, now, todos, patch, after }) => {
  patch.closedAt = now;
  after.push(() => todos.completeWorkflowTodos(row.id, 'evaluate'));
};
