import { toDbBool } from '../../../db/values';
import { findSession } from '../../sessions/repository';
import type { ActionEffect } from './types';

/** 提交 and 重新提交: a plenary proposal is one submitted while the plenary (or the window) runs. */
export const submit: ActionEffect = async ({ trx, row, now, todos, patch, after }) => {
  const session = await findSession(trx, row.sessionId);
  patch.submittedAt = now;
  patch.isPlenary = toDbBool(
    Boolean(session?.plenaryEndsAt && now <= session.plenaryEndsAt) ||
      Boolean(
        session?.submissionClosesAt && session.plenaryEndsAt === null && now <= session.submissionClosesAt,
      ),
  );
  after.push(() => todos.completeWorkflowTodos(row.id, 'cosign'));
  after.push(() => todos.completeWorkflowTodos(row.id, 'revise'));
};
