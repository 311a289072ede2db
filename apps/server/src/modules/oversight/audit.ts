import type { AuditList, AuditQuery } from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { Caller } from '../auth/guard';
import { auditPage } from './repository';

/**
 * The event log across proposals, newest first, with filters (admin). The log lists every event, but what
 * a proposal says stays behind the visibility rule: for a proposal the reader cannot open (another member's
 * draft or co-sign round) the title and the comment (file names, opinions) are withheld.
 */
export async function auditLog(db: Kysely<DB>, caller: Caller, query: AuditQuery): Promise<AuditList> {
  const { rows, total } = await auditPage(db, caller, query);
  return {
    items: rows.map((row) => ({
      id: row.id,
      action: row.action,
      fromState: row.fromState,
      toState: row.toState,
      comment: row.readable ? row.comment : null,
      actor: row.actorId ? { id: row.actorId, displayName: row.actorName ?? '' } : null,
      proposal: {
        id: row.proposalId,
        number: row.number === null ? null : Number(row.number),
        title: row.readable ? row.title : null,
      },
      taskId: row.taskId,
      createdAt: row.createdAt,
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
