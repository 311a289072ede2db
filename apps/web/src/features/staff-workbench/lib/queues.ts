import type { TaskListQueryInput, TaskListType, TaskSummary, UnitRef } from '@cppcc/contracts';
import { idParam, pageParam, textParam, type Filters, filterSchema } from '../../../shared/lib/urlFilters';

/** The staff handling queues (/apps/staff/handling/{queue}), in the order the overview shows them. */
export const STAFF_QUEUES = [
  'adjust_requested',
  'extension_requested',
  'pending_review',
  'due_soon',
  'overdue',
] as const satisfies readonly TaskListType[];
export type StaffQueue = (typeof STAFF_QUEUES)[number];

export function isStaffQueue(value: string | undefined): value is StaffQueue {
  return value !== undefined && (STAFF_QUEUES as readonly string[]).includes(value);
}

/** The overdue list is shown grouped by unit, so it loads a bigger page. */
export const queuePageSize = (queue: StaffQueue) => (queue === 'overdue' ? 100 : 20);

/** A queue's filters as kept in the URL: `unit`, `q`, `page`. */
export const queueFiltersSchema = filterSchema({ unit: idParam(), q: textParam(), page: pageParam() });
export type QueueFilters = Filters<typeof queueFiltersSchema>;

export function queueQuery(queue: StaffQueue, filters: QueueFilters): TaskListQueryInput {
  const query: TaskListQueryInput = { type: queue, page: filters.page, pageSize: queuePageSize(queue) };
  if (filters.unit) query.unitId = filters.unit;
  if (filters.q) query.q = filters.q;
  return query;
}

export interface UnitGroup {
  unit: UnitRef;
  tasks: TaskSummary[];
}

/** Tasks grouped by unit: the unit with the most first, ties by name; each group earliest due date first. */
export function groupByUnit(tasks: readonly TaskSummary[]): UnitGroup[] {
  const groups = new Map<string, UnitGroup>();
  for (const task of tasks) {
    const group = groups.get(task.unit.id) ?? { unit: task.unit, tasks: [] };
    group.tasks.push(task);
    groups.set(task.unit.id, group);
  }
  const due = (task: TaskSummary) => (task.dueDate ? Date.parse(task.dueDate) : Number.POSITIVE_INFINITY);
  return [...groups.values()]
    .map((group) => ({ ...group, tasks: [...group.tasks].sort((a, b) => due(a) - due(b)) }))
    .sort((a, b) => b.tasks.length - a.tasks.length || a.unit.name.localeCompare(b.unit.name, 'zh-CN'));
}
