import { replySummary, type PublicReply, type PublicReplyList } from '@cppcc/contracts';
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { notFound } from '../../http/errors';
import { escapeLike } from '../proposals/repository';

/**
 * Replies the public may read: approved, marked 全文公开 or 摘要公开 by the unit, on a proposal whose
 * proposer did not ask for 不公开. Only titles, the unit and the text; no contact details.
 */
export function publicationService(db: Kysely<DB>) {
  const base = () =>
    db
      .selectFrom('replies')
      .innerJoin('proposals', 'proposals.id', 'replies.proposalId')
      .innerJoin('sessions', 'sessions.id', 'proposals.sessionId')
      .innerJoin('tasks', 'tasks.id', 'replies.taskId')
      .innerJoin('units', 'units.id', 'tasks.unitId')
      .where('replies.state', '=', 'approved')
      .where('replies.publication', 'in', ['full', 'summary'])
      .where('proposals.publicity', '=', 'public');
  const selected = () =>
    base().select([
      'replies.id',
      'replies.title',
      'replies.body',
      'replies.publication',
      'replies.resultClass',
      'replies.reviewedAt',
      'proposals.number',
      'proposals.title as proposalTitle',
      'sessions.name as sessionName',
      'units.name as unitName',
    ]);
  type Row = Awaited<ReturnType<ReturnType<typeof selected>['executeTakeFirstOrThrow']>>;
  const toPublic = (row: Row): PublicReply => ({
    id: row.id,
    proposal: {
      number: row.number === null ? null : Number(row.number),
      title: row.proposalTitle,
      sessionName: row.sessionName,
    },
    unitName: row.unitName,
    title: row.title,
    text: row.publication === 'full' ? row.body : replySummary(row.body),
    publication: row.publication === 'full' ? 'full' : 'summary',
    resultClass: row.resultClass,
    approvedAt: row.reviewedAt,
  });
  const matching = (q: string | undefined) => (eb: ExpressionBuilder<DB, 'proposals' | 'units'>) =>
    q
      ? eb.or([eb('proposals.title', 'like', escapeLike(q)), eb('units.name', 'like', escapeLike(q))])
      : eb.lit(true);

  return {
    async list(query: { q?: string | undefined; page: number; pageSize: number }): Promise<PublicReplyList> {
      const [rows, total] = await Promise.all([
        selected()
          .where(matching(query.q))
          .orderBy('replies.reviewedAt', 'desc')
          .orderBy('replies.id')
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize)
          .execute(),
        base()
          .where(matching(query.q))
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return {
        items: rows.map(toPublic),
        total: Number(total.n),
        page: query.page,
        pageSize: query.pageSize,
      };
    },
    async one(id: string): Promise<PublicReply> {
      const row = await selected().where('replies.id', '=', id).executeTakeFirst();
      if (!row) throw notFound();
      return toPublic(row);
    },
  };
}
