import type { AuditQuery } from '@cppcc/contracts';
import type { ExpressionBuilder, Insertable, Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { SupervisionsTable } from '../../db/schema-proposals';
import type { Caller } from '../auth/guard';
import { escapeLike, visibleTo } from '../proposals/repository';

/** SQL of oversight: the public replies, the event log, supervision records. */

/**
 * Replies the public may read: approved, marked 全文公开 or 摘要公开 by the unit, on a proposal whose
 * proposer did not ask for 不公开.
 */
function publicReplies(db: Kysely<DB>, q: string | undefined) {
  return db
    .selectFrom('replies')
    .innerJoin('proposals', 'proposals.id', 'replies.proposalId')
    .innerJoin('sessions', 'sessions.id', 'proposals.sessionId')
    .innerJoin('tasks', 'tasks.id', 'replies.taskId')
    .innerJoin('units', 'units.id', 'tasks.unitId')
    .where('replies.state', '=', 'approved')
    .where('replies.publication', 'in', ['full', 'summary'])
    .where('proposals.publicity', '=', 'public')
    .where((eb: ExpressionBuilder<DB, 'proposals' | 'units'>) =>
      q
        ? eb.or([eb('proposals.title', 'like', escapeLike(q)), eb('units.name', 'like', escapeLike(q))])
        : eb.lit(true),
    );
}

function publicReplyColumns(db: Kysely<DB>, q: string | undefined) {
  return publicReplies(db, q).select([
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
}
export type PublicReplyRow = Awaited<
  ReturnType<ReturnType<typeof publicReplyColumns>['executeTakeFirstOrThrow']>
>;

/** One page of the public replies, the newest approval first, and how many there are in all. */
export async function publicReplyPage(
  db: Kysely<DB>,
  query: { q?: string | undefined; page: number; pageSize: number },
): Promise<{ rows: PublicReplyRow[]; total: number }> {
  const [rows, total] = await Promise.all([
    publicReplyColumns(db, query.q)
      .orderBy('replies.reviewedAt', 'desc')
      .orderBy('replies.id')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    publicReplies(db, query.q)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export function findPublicReply(db: Kysely<DB>, id: string): Promise<PublicReplyRow | undefined> {
  return publicReplyColumns(db, undefined).where('replies.id', '=', id).executeTakeFirst();
}

/** The published replies of these proposals (the clue collection tells a clue's sender of them). */
export function publicRepliesOfProposals(db: Kysely<DB>, proposalIds: readonly string[]) {
  if (proposalIds.length === 0) return Promise.resolve([]);
  return publicReplyColumns(db, undefined)
    .select('replies.proposalId')
    .where('replies.proposalId', 'in', proposalIds)
    .orderBy('replies.reviewedAt')
    .execute();
}

/**
 * One page of the event log across proposals, newest first, with filters; `readable` says whether the
 * caller may open the event's proposal (the visibility rule of the lists).
 */
export async function auditPage(db: Kysely<DB>, caller: Caller, query: AuditQuery) {
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
  return { rows, total: Number(total.n) };
}

/** Every account with its roles (the leaders are picked from them). */
export function accountsWithRoles(db: Kysely<DB>) {
  return db.selectFrom('users').select(['id', 'displayName', 'roles', 'disabled']).execute();
}

/** A proposal's supervision records with the author's and leader's names, the latest first. */
export function supervisionsOfProposal(db: Kysely<DB>, proposalId: string) {
  return db
    .selectFrom('supervisions')
    .innerJoin('users as author', 'author.id', 'supervisions.createdBy')
    .leftJoin('users as leader', 'leader.id', 'supervisions.leaderId')
    .selectAll('supervisions')
    .select(['author.displayName as authorName', 'leader.displayName as leaderName'])
    .where('supervisions.proposalId', '=', proposalId)
    .orderBy('supervisions.date', 'desc')
    .execute();
}

export async function insertSupervision(db: Kysely<DB>, row: Insertable<SupervisionsTable>): Promise<void> {
  await db.insertInto('supervisions').values(row).execute();
}
