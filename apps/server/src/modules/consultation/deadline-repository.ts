import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { ACTIVE_TASK_STATES } from '../tasks/repository';

/** SQL of the consultation period (the setting "consult within N working days of assignment"). */

export interface PeriodTask {
  id: string;
  proposalId: string;
  unitId: string;
  createdAt: string;
  proposalNumber: number | null;
  proposalTitle: string;
  unitName: string;
  /** The earliest start of a meeting of the task that has a time (fixed or minuted); null: none yet. */
  firstMeeting: string | null;
}

/**
 * Replying tasks (not co-units') still being handled that were assigned at or before `assignedBy`, with
 * their first meeting, not yet warned about (`unwarned`) — or all of one unit's (`unitId`).
 */
export function periodTasks(
  db: Kysely<DB>,
  filter: { assignedBy?: string; unitId?: string; unwarned?: boolean },
  limit: number,
  offset = 0,
): Promise<PeriodTask[]> {
  let query = db
    .selectFrom('tasks')
    .innerJoin('proposals', 'proposals.id', 'tasks.proposalId')
    .innerJoin('units', 'units.id', 'tasks.unitId')
    .select((eb) => [
      'tasks.id',
      'tasks.proposalId',
      'tasks.unitId',
      'tasks.createdAt',
      'proposals.number as proposalNumber',
      'proposals.title as proposalTitle',
      'units.name as unitName',
      eb
        .selectFrom('consultations')
        .select((inner) => inner.fn.min<string>('consultations.startsAt').as('first'))
        .whereRef('consultations.taskId', '=', 'tasks.id')
        .where('consultations.state', 'in', ['fixed', 'minuted'])
        .as('firstMeeting'),
    ])
    .where('tasks.state', 'in', ACTIVE_TASK_STATES)
    .where('tasks.role', '!=', 'co');
  if (filter.assignedBy) query = query.where('tasks.createdAt', '<=', filter.assignedBy);
  if (filter.unitId) query = query.where('tasks.unitId', '=', filter.unitId);
  if (filter.unwarned)
    query = query.where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('taskWarnings')
            .select('taskWarnings.taskId')
            .whereRef('taskWarnings.taskId', '=', 'tasks.id')
            .where('taskWarnings.kind', '=', 'consultation'),
        ),
      ),
    );
  return query.orderBy('tasks.createdAt').orderBy('tasks.id').limit(limit).offset(offset).execute();
}

/** How many of a unit's meetings are in each state. */
export function unitStateCounts(db: Kysely<DB>, unitId: string) {
  return db
    .selectFrom('consultations')
    .select(['state', (eb) => eb.fn.countAll<number>().as('n')])
    .where('unitId', '=', unitId)
    .groupBy('state')
    .execute();
}
