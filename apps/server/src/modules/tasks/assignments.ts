import type { AssignBody, BatchAssignBody, BatchResult, Language } from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { AppError, describeError } from '../../http/errors';

import { proposalsService } from '../proposals/service';
import type { Caller } from '../auth/guard';

/** 交办 through the proposal's one door (`transition('assign')`), singly or for a selection. */
export function assignmentsService(db: Kysely<DB>, deps: { dialect: 'sqlite' | 'postgres' }) {
  const proposals = () => proposalsService(db, deps);
  return {
    async assign(proposalId: string, caller: Caller, body: AssignBody): Promise<void> {
      const { version, ...assignment } = body;
      await proposals().transition(proposalId, 'assign', assignment, caller, version);
    },

    /** Each proposal in its own transaction: one that fails (stale, wrong state) does not stop the others. */
    async batchAssign(caller: Caller, body: BatchAssignBody, language: Language): Promise<BatchResult> {
      const { items, ...assignment } = body;
      const results: BatchResult['results'] = [];
      for (const item of items) {
        try {
          await proposals().transition(item.id, 'assign', assignment, caller, item.version);
          results.push({ id: item.id, ok: true, error: null });
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          results.push({ id: item.id, ok: false, error: describeError(error, language) });
        }
      }
      return { results };
    },
  };
}
export type AssignmentsService = ReturnType<typeof assignmentsService>;
