import type { ActionEffect } from './types';

/** 撤回: a pending revision to-do goes away with the proposal. */
export const withdraw: ActionEffect = ({ row, todos, after }) => {
  after.push(() => todos.completeWorkflowTodos(row.id, 'revise'));
};
