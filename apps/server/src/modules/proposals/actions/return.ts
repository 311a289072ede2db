import type { ActionEffect } from './types';

/** 退回修改: the first proposer gets a to-do with the committee's comment. */
export const returnForRevision: ActionEffect = ({ row, input, todos, patch, after }) => {
  patch.reviewComment = input.comment ?? null;
  after.push(() =>
    todos.addWorkflowTodo(
      row.firstProposerId,
      row.id,
      'revise',
      `修改提案：${row.title}`,
      `提案委退回修改意见：${input.comment ?? ''}`,
    ),
  );
};
