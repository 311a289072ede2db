import { evaluatingSigners } from '../../evaluations/status';
import type { ActionEffect } from './types';

/** 已答复 (derived from the tasks): every signer is asked to evaluate the replies. */
export const reply: ActionEffect = ({ trx, row, todos, after }) => {
  after.push(async () => {
    for (const signer of await evaluatingSigners(trx, row.id))
      await todos.addWorkflowTodo(
        signer.userId,
        row.id,
        'evaluate',
        `评价答复：${row.title}`,
        '承办单位已答复，请评价办理态度和办理结果。',
      );
  });
};
