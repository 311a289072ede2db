import {
  assignmentProblems,
  type HandlingMode,
  type MessageKey,
  type TaskRole,
  type WorkflowSettings,
} from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { newId } from '../../db/values';
import { AppError } from '../../http/errors';
import { addMonths } from '../../lib/dates';
import { existingUnitIds } from '../proposals/lookups-repository';
import type { EventInput } from '../proposals/repository';
import { insertTask, type TaskRow } from './repository';

export interface AssignmentInput {
  handlingMode?: HandlingMode | undefined;
  leadUnitIds?: readonly string[] | undefined;
  coUnitIds?: readonly string[] | undefined;
  dueDate?: string | undefined;
}

/** The default due date of an assignment made at `at`: the reply period setting later. */
export function defaultDueDate(at: string, workflow: WorkflowSettings): string {
  return addMonths(at, workflow.replyPeriodMonths);
}

/**
 * Checks an assignment (the shared rule, the units exist, the due date is ahead) and answers 400 naming
 * every bad field. Returns the resolved mode, units and due date.
 */
export async function checkAssignment(
  trx: Kysely<DB>,
  input: AssignmentInput,
  now: string,
  workflow: WorkflowSettings,
): Promise<{ handlingMode: HandlingMode; leadUnitIds: string[]; coUnitIds: string[]; dueDate: string }> {
  const fields: Record<string, MessageKey> = {};
  const handlingMode = input.handlingMode;
  const leadUnitIds = [...(input.leadUnitIds ?? [])];
  const coUnitIds = [...(input.coUnitIds ?? [])];
  if (!handlingMode) fields.handlingMode = 'validation.required';
  else Object.assign(fields, assignmentProblems({ handlingMode, leadUnitIds, coUnitIds }));
  const ids = [...new Set([...leadUnitIds, ...coUnitIds])];
  if (ids.length > 0) {
    const found = new Set(await existingUnitIds(trx, ids));
    if (leadUnitIds.some((id) => !found.has(id))) fields.leadUnitIds ??= 'assignment.unitUnknown';
    if (coUnitIds.some((id) => !found.has(id))) fields.coUnitIds ??= 'assignment.unitUnknown';
  }
  const dueDate = input.dueDate ? new Date(input.dueDate).toISOString() : defaultDueDate(now, workflow);
  if (dueDate <= now) fields.dueDate = 'assignment.dueDatePast';
  if (Object.keys(fields).length > 0 || !handlingMode)
    throw new AppError('BAD_REQUEST', 'error.badRequest', { fields });
  return { handlingMode, leadUnitIds, coUnitIds, dueDate };
}

/** The event-log entry of a new task; the comment names its unit (null when the log shows it elsewhere). */
export function taskCreatedEvent(task: TaskRow, actorId: string | null, unitName: string | null): EventInput {
  return {
    proposalId: task.proposalId,
    taskId: task.id,
    actorId,
    action: 'task_create',
    fromState: null,
    toState: 'new',
    comment: unitName,
  };
}

/** A new task row (state 新 `new`, round 1 unless given). */
export function newTask(
  proposalId: string,
  unitId: string,
  role: TaskRole,
  dueDate: string,
  now: string,
  round = 1,
): TaskRow {
  return {
    id: newId(),
    proposalId,
    unitId,
    role,
    state: 'new',
    previousState: null,
    dueDate,
    adjustmentReason: null,
    adjustmentComment: null,
    extensionReason: null,
    extensionRequestedDueDate: null,
    rejectionReason: null,
    round,
    version: 1,
    signedAt: null,
    repliedAt: null,
    cancelledAt: null,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * Creates the tasks of an assignment: 单办 one `lead`; 分办 one `separate` per unit; 会办 one `lead` and a
 * `co` per co-unit, whose opinion is due within the co-unit opinion period (never after the lead's date).
 */
export async function createAssignmentTasks(
  trx: Kysely<DB>,
  proposalId: string,
  assignment: { handlingMode: HandlingMode; leadUnitIds: string[]; coUnitIds: string[]; dueDate: string },
  now: string,
  workflow: WorkflowSettings,
): Promise<TaskRow[]> {
  const leadRole: TaskRole = assignment.handlingMode === 'separate' ? 'separate' : 'lead';
  const coDue = addMonths(now, workflow.coUnitOpinionPeriodMonths);
  const tasks = [
    ...assignment.leadUnitIds.map((unitId) => newTask(proposalId, unitId, leadRole, assignment.dueDate, now)),
    ...assignment.coUnitIds.map((unitId) =>
      newTask(proposalId, unitId, 'co', coDue < assignment.dueDate ? coDue : assignment.dueDate, now),
    ),
  ];
  for (const task of tasks) await insertTask(trx, task);
  return tasks;
}
