import { insertSigner } from '../repository';
import type { ActionEffect } from './types';

/** 邀请联名: the invitees become signers and each gets a to-do; an individual proposal becomes joint. */
export const invite: ActionEffect = ({ trx, row, input, now, todos, patch, after }) => {
  const ids = [...new Set(input.inviteeIds ?? [])];
  if (row.kind === 'individual') patch.kind = 'joint';
  patch.signByDate = input.signByDate ? new Date(input.signByDate).toISOString() : null;
  after.push(async () => {
    for (const userId of ids) {
      await insertSigner(trx, {
        proposalId: row.id,
        userId,
        isFirst: 0,
        state: 'invited',
        invitedAt: now,
        answeredAt: null,
      });
      await todos.addWorkflowTodo(
        userId,
        row.id,
        'cosign',
        `联名邀请：${row.title}`,
        '请查看提案内容，决定是否同意联名。',
        patch.signByDate ?? null,
      );
    }
  });
};
