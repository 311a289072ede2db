import type { AuditList, AuditQuery } from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { Caller } from '../auth/guard';
import { visibleTo } from '../proposals/repository';

/**
 * The event log across proposals, newest first, with filters (admin). The log lists every event, but what
 * a proposal says stays behind the visibility rule: for a proposal the reader cannot open (another member's
 * draft or co-sign round) the title and the comment (file names, opinions) are withheld.
 */
export async function auditLog(db: Kysely<DB>, caller: Caller, query: AuditQuery): Promise<AuditList> {
  let filtered = db
    .selectFrom('proposalEvents')
    .innerJoin('proposals', 'proposals.id', 'proposalEvents.proposalId')
    .leftJoin('users', 'users.id', 'proposalEvents.actorId');
  if (query.proposalId) filtered = filtered.where('proposalEvents.proposalId', '=', query.proposalId);
  if (query.actorId) filtered = filtered.where('proposalEvents.actorId', '=', query.actorId);
  if (query.action) filtered = filtered.where('proposalEvents.action', '=', query.action);
  if (query.from)
    filtered = filtered.where('proposalEvents.createdAt', '>=', new Date(query.from).toISOString());
  if (query.to) filtered = filtered.where('proposalEvents.createdAt', '<=', new Date(query.to).toISOString());
  const [rows, total] = await Promise.all([
    filtered
      .selectAll('proposalEvents')
      .select(['users.displayName as actorName', 'proposals.number', 'proposals.title'])
      .select((eb) => eb.case().when(visibleTo(caller)(eb)).then(1).else(0).end().as('readable'))
      .orderBy('proposalEvents.createdAt', 'desc')
      .orderBy('proposalEvents.id')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
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
    total: Number(total.n),
    page: query.page,
    pageSize: query.pageSize,
  };
}
