import { sql, type Kysely } from 'kysely';
import { boundText } from '../../db/bound-text';
import type { DB } from '../../db/schema';

/**
 * Aggregates of one session (bench/statistics.ts: 10,000 proposals in well under 200 ms on both dialects).
 * Every query starts from the session's proposals and reaches the other tables through the covering
 * indexes of migration 0009, so no wide row is read: the proposal figures are one GROUP BY over
 * (session_id, state, kind, category_code, disposition, is_key) in index order; members and units are
 * grouped by their ids first and only the few groups are joined to users and units for their names.
 * The joins from proposals are CROSS JOINs with the join condition in WHERE: the same inner join for
 * PostgreSQL, and for SQLite the order it must keep — left to right, so the session's proposals drive
 * the lookups (left to itself SQLite scanned every reply of every session: 3× slower at 10,000).
 * Every text value compared in WHERE is bound inside a cast (`boundText`): bound bare, SQLite compiles the
 * statement again on every run against its STAT4 samples, and their plan for the largest session was the
 * slower one (bench/RESULTS.md, issue 33 §2, h-stat).
 */
export function statisticsQueries(db: Kysely<DB>, sessionId: string) {
  const count = sql<number>`count(*)`;
  const session = boundText(sessionId);
  return {
    /** Proposals counted by every attribute a figure splits on; the service sums the groups it needs. */
    proposalGroups: () =>
      db
        .selectFrom('proposals')
        .select(['state', 'kind', 'categoryCode', 'disposition', 'isKey', count.as('n')])
        .where('sessionId', '=', session)
        .groupBy(['state', 'kind', 'categoryCode', 'disposition', 'isKey'])
        .execute(),
    /** Per member: proposals led and co-signed (accepted) among the received ones, and how many registered. */
    byMember: (received: readonly string[], registered: readonly string[]) => {
      const perSigner = db
        .selectFrom('proposals')
        .crossJoin('proposalSigners')
        .whereRef('proposalSigners.proposalId', '=', 'proposals.id')
        .select([
          'proposalSigners.userId',
          sql<number>`sum(case when proposal_signers.is_first = 1 then 1 else 0 end)`.as('led'),
          sql<number>`sum(case when proposal_signers.is_first = 0 and proposal_signers.state = 'accepted' then 1 else 0 end)`.as(
            'cosigned',
          ),
          sql<number>`sum(case when proposals.state in (${sql.join([...registered])}) and (proposal_signers.is_first = 1 or proposal_signers.state = 'accepted') then 1 else 0 end)`.as(
            'registered',
          ),
        ])
        .where('proposals.sessionId', '=', session)
        .where('proposals.state', 'in', received.map(boundText))
        .groupBy('proposalSigners.userId')
        .as('s');
      return db
        .selectFrom(perSigner)
        .innerJoin('users', 'users.id', 's.userId')
        .select(['users.id', 'users.displayName', 's.led', 's.cosigned', 's.registered'])
        .execute();
    },
    units: (now: string) => {
      const perUnit = db
        .selectFrom('proposals')
        .crossJoin('tasks')
        .whereRef('tasks.proposalId', '=', 'proposals.id')
        .select([
          'tasks.unitId',
          count.as('assigned'),
          sql<number>`sum(case when tasks.signed_at is not null then 1 else 0 end)`.as('signed'),
          sql<number>`sum(case when tasks.state in ('replied', 'opinion_sent') then 1 else 0 end)`.as(
            'replied',
          ),
          sql<number>`sum(case when tasks.state in ('new', 'accepted', 'adjust_requested', 'countersigning', 'unit_review', 'pending_review') and tasks.due_date < ${now} then 1 else 0 end)`.as(
            'overdue',
          ),
          sql<number>`sum(case when tasks.state in ('replied', 'opinion_sent') and tasks.replied_at <= tasks.due_date then 1 else 0 end)`.as(
            'onTime',
          ),
        ])
        .where('proposals.sessionId', '=', session)
        .where('tasks.state', '!=', boundText('cancelled'))
        .groupBy('tasks.unitId')
        .as('t');
      return db
        .selectFrom(perUnit)
        .innerJoin('units', 'units.id', 't.unitId')
        .select(['units.id', 'units.name', 't.assigned', 't.signed', 't.replied', 't.overdue', 't.onTime'])
        .execute();
    },
    replyClasses: () =>
      db
        .selectFrom('proposals')
        .crossJoin('replies')
        .whereRef('replies.proposalId', '=', 'proposals.id')
        .select(['replies.resultClass', count.as('n')])
        .where('proposals.sessionId', '=', session)
        .where('replies.state', '=', boundText('approved'))
        .groupBy('replies.resultClass')
        .execute(),
    satisfaction: () =>
      db
        .selectFrom('proposals')
        .crossJoin('evaluations')
        .whereRef('evaluations.proposalId', '=', 'proposals.id')
        .select(['evaluations.result', count.as('n')])
        .where('proposals.sessionId', '=', session)
        .groupBy('evaluations.result')
        .execute(),
  };
}
