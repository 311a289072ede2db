import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { WarningCandidate } from './repository';

/**
 * Tasks still waiting to be signed for (state `new`) that were assigned at or before `assignedBy` and not
 * yet warned about: the `unsigned` warning's key is the task's assignment time (a task made anew by an
 * adjustment is a new task, warned about again).
 */
export function unsignedCandidates(
  db: Kysely<DB>,
  assignedBy: string,
  limit: number,
): Promise<(WarningCandidate & { createdAt: string })[]> {
  return db
    .selectFrom('tasks')
    .innerJoin('proposals', 'proposals.id', 'tasks.proposalId')
    .innerJoin('units', 'units.id', 'tasks.unitId')
    .select([
      'tasks.id',
      'tasks.proposalId',
      'tasks.unitId',
      'tasks.dueDate',
      'tasks.createdAt',
      'proposals.number as proposalNumber',
      'proposals.title as proposalTitle',
      'units.name as unitName',
    ])
    .where('tasks.state', '=', 'new')
    .where('tasks.createdAt', '<=', assignedBy)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('taskWarnings')
            .select('taskWarnings.taskId')
            .whereRef('taskWarnings.taskId', '=', 'tasks.id')
            .whereRef('taskWarnings.dueDate', '=', 'tasks.createdAt')
            .where('taskWarnings.kind', '=', 'unsigned'),
        ),
      ),
    )
    .orderBy('tasks.createdAt')
    .orderBy('tasks.id')
    .limit(limit)
    .execute();
}
