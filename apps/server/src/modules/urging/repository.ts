import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../../db/schema';
import type { UrgesTable } from '../../db/schema-urging';
import { ACTIVE_TASK_STATES } from '../tasks/repository';

/** SQL of urging (催办, issue 28 §3). */

export type UrgeRow = Selectable<UrgesTable>;

/** The tasks to urge with what a notice names: chosen ones (any state; the service refuses finished ones). */
function urgeTargets(db: Kysely<DB>) {
  return db
    .selectFrom('tasks')
    .innerJoin('proposals', 'proposals.id', 'tasks.proposalId')
    .innerJoin('units', 'units.id', 'tasks.unitId')
    .select([
      'tasks.id',
      'tasks.proposalId',
      'tasks.unitId',
      'tasks.state',
      'proposals.number as proposalNumber',
      'proposals.title as proposalTitle',
      'units.name as unitName',
    ]);
}
export type UrgeTarget = Awaited<ReturnType<ReturnType<typeof urgeTargets>['execute']>>[number];

export function targetsById(db: Kysely<DB>, ids: readonly string[]): Promise<UrgeTarget[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return urgeTargets(db).where('tasks.id', 'in', ids).orderBy('tasks.id').execute();
}

/** Every active task past its due date. */
export function overdueTargets(db: Kysely<DB>, now: string, limit: number): Promise<UrgeTarget[]> {
  return urgeTargets(db)
    .where('tasks.state', 'in', ACTIVE_TASK_STATES)
    .where('tasks.dueDate', '<', now)
    .orderBy('tasks.dueDate')
    .orderBy('tasks.id')
    .limit(limit)
    .execute();
}

/** Every task still waiting to be signed for that was assigned at or before `assignedBy`. */
export function unsignedTargets(db: Kysely<DB>, assignedBy: string, limit: number): Promise<UrgeTarget[]> {
  return urgeTargets(db)
    .where('tasks.state', '=', 'new')
    .where('tasks.createdAt', '<=', assignedBy)
    .orderBy('tasks.createdAt')
    .orderBy('tasks.id')
    .limit(limit)
    .execute();
}

export async function insertUrge(db: Kysely<DB>, row: UrgeRow): Promise<void> {
  await db.insertInto('urges').values(row).execute();
}

/** A task's urges, newest first, with who urged and the unit's name. */
export function urgesOfTask(db: Kysely<DB>, taskId: string) {
  return db
    .selectFrom('urges')
    .innerJoin('users', 'users.id', 'urges.urgedBy')
    .innerJoin('units', 'units.id', 'urges.unitId')
    .selectAll('urges')
    .select(['users.displayName as urgedByName', 'units.name as unitName'])
    .where('urges.taskId', '=', taskId)
    .orderBy('urges.createdAt', 'desc')
    .orderBy('urges.id')
    .execute();
}

/** How many urges each unit received (on one session's proposals when given), most first. */
export function urgeCountsByUnit(db: Kysely<DB>, sessionId: string | undefined) {
  let query = db
    .selectFrom('urges')
    .innerJoin('units', 'units.id', 'urges.unitId')
    .select((eb) => ['urges.unitId', 'units.name as unitName', eb.fn.countAll<number>().as('n')])
    .groupBy(['urges.unitId', 'units.name']);
  if (sessionId !== undefined)
    query = query
      .innerJoin('proposals', 'proposals.id', 'urges.proposalId')
      .where('proposals.sessionId', '=', sessionId);
  return query.orderBy('n', 'desc').orderBy('units.name').execute();
}
