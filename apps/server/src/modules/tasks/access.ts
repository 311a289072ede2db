import { unitActorKinds, type HandlingMode, type TaskActor, type TaskRole } from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { notFound } from '../../http/errors';
import { isStaff } from '../proposals/repository';
import { findTask, findVisibleTask, type TaskRow } from './repository';
import type { Actor, Caller } from '../auth/guard';

/** Whether the caller acts for the task's unit (an undertaker of that unit). */
export function isMine(caller: Caller, task: Pick<TaskRow, 'unitId'>): boolean {
  return caller.roles.includes('undertaker') && caller.unitId !== null && caller.unitId === task.unitId;
}

/** Whether the caller is a 签发人 of the task's own unit (issue 28 §2); another unit's approver is not. */
export function isUnitApprover(caller: Caller, task: Pick<TaskRow, 'unitId'>): boolean {
  return caller.roles.includes('approver') && caller.unitId !== null && caller.unitId === task.unitId;
}

/** The actor kinds of the task machine the caller acts as on this task of a proposal in `handlingMode`. */
export function taskActorKinds(
  actor: Actor,
  task: Pick<TaskRow, 'unitId' | 'role'>,
  handlingMode: HandlingMode | null,
): TaskActor[] {
  if (actor === 'system') return ['system'];
  const kinds: TaskActor[] = [];
  if (isMine(actor, task)) kinds.push(...unitActorKinds(task.role as TaskRole, handlingMode));
  if (isUnitApprover(actor, task)) kinds.push('unit_approver');
  if (isStaff(actor)) kinds.push('staff');
  return kinds;
}

/** The task as the caller may see it; another unit's task (no task on that proposal) is "not found". */
export async function loadVisibleTask(db: Kysely<DB>, id: string, actor: Actor): Promise<TaskRow> {
  const row = actor === 'system' ? await findTask(db, id) : await findVisibleTask(db, id, actor);
  if (!row) throw notFound();
  return row;
}
