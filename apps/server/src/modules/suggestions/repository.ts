import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** SQL of the suggestions from history (issue 28 §4): what earlier proposals were given, units' records. */

/** Evaluations counted as satisfied with the result. */
const SATISFIED = ['satisfied', 'basically_satisfied'];

/** The categories of earlier proposals. */
export function categoriesOf(db: Kysely<DB>, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('proposals')
    .select(['id', 'categoryCode'])
    .where('id', 'in', [...ids])
    .execute();
}

/**
 * The tasks of earlier proposals as they stood at `before`: those created before it, with whether each
 * had been taken off its unit by an approved adjustment (调整) by then.
 */
export function tasksAsOf(db: Kysely<DB>, ids: readonly string[], before: string) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('tasks')
    .select((eb) => [
      'tasks.proposalId',
      'tasks.unitId',
      'tasks.role',
      eb
        .and([
          eb('tasks.state', '=', 'cancelled'),
          eb('tasks.adjustmentReason', 'is not', null),
          eb('tasks.cancelledAt', '<', before),
        ])
        .as('adjustedAway'),
      eb.and([eb('tasks.state', '=', 'cancelled'), eb('tasks.cancelledAt', '<', before)]).as('cancelled'),
    ])
    .where('tasks.proposalId', 'in', [...ids])
    .where('tasks.createdAt', '<', before)
    .execute();
}

/** Replies (lead or 分办, first round) each unit had sent before `before`, and how many by the due date. */
export function repliesOf(db: Kysely<DB>, unitIds: readonly string[], before: string) {
  if (unitIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('tasks')
    .select((eb) => [
      'tasks.unitId',
      eb.fn.countAll<number | string>().as('replied'),
      sql<
        number | string
      >`sum(case when tasks.due_date is null or tasks.replied_at <= tasks.due_date then 1 else 0 end)`.as(
        'onTime',
      ),
    ])
    .where('tasks.unitId', 'in', [...unitIds])
    .where('tasks.role', '!=', 'co')
    .where('tasks.round', '=', 1)
    .where('tasks.repliedAt', 'is not', null)
    .where('tasks.repliedAt', '<', before)
    .groupBy('tasks.unitId')
    .execute();
}

/** Members' evaluations of each unit's replies made before `before`, and how many satisfied with the result. */
export function evaluationsOf(db: Kysely<DB>, unitIds: readonly string[], before: string) {
  if (unitIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('evaluations')
    .innerJoin('replies', 'replies.id', 'evaluations.replyId')
    .innerJoin('tasks', 'tasks.id', 'replies.taskId')
    .select((eb) => [
      'tasks.unitId',
      eb.fn.countAll<number | string>().as('evaluated'),
      sql<number | string>`sum(case when evaluations.result in (${sql.join(
        SATISFIED.map((value) => sql.lit(value)),
      )}) then 1 else 0 end)`.as('satisfied'),
    ])
    .where('tasks.unitId', 'in', [...unitIds])
    .where('evaluations.createdAt', '<', before)
    .groupBy('tasks.unitId')
    .execute();
}

export function unitNamesOf(db: Kysely<DB>, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('units')
    .select(['id', 'name'])
    .where('id', 'in', [...ids])
    .execute();
}

/** The proposal being assigned or registered: its text, the proposer's choices and its times. */
export function proposalForSuggestions(db: Kysely<DB>, id: string) {
  return db
    .selectFrom('proposals')
    .select([
      'id',
      'title',
      'analysis',
      'suggestions',
      'categoryCode',
      'suggestedUnitIds',
      'sessionId',
      'assignedAt',
      'registeredAt',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
}
export type SuggestionSubject = NonNullable<Awaited<ReturnType<typeof proposalForSuggestions>>>;

/** Past sessions (not the current one), newest first. */
export function pastSessions(db: Kysely<DB>) {
  return db
    .selectFrom('sessions')
    .select(['id', 'name'])
    .where('isCurrent', '=', 0)
    .orderBy('year', 'desc')
    .orderBy('meeting', 'desc')
    .execute();
}

/** A session's registered proposals that were assigned, in the order they were assigned. */
export function assignedOfSession(db: Kysely<DB>, sessionId: string) {
  return db
    .selectFrom('proposals')
    .select(['id', 'assignedAt'])
    .where('sessionId', '=', sessionId)
    .where('number', 'is not', null)
    .where('assignedAt', 'is not', null)
    .orderBy('assignedAt')
    .orderBy('id')
    .execute();
}

/** The final units of proposals: their tasks not cancelled. */
export function finalUnitsOf(db: Kysely<DB>, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('tasks')
    .select(['proposalId', 'unitId'])
    .where('proposalId', 'in', [...ids])
    .where('state', '!=', 'cancelled')
    .execute();
}
