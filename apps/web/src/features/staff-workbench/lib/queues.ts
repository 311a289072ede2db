import type { TaskListQueryInput, TaskListType, TaskSummary, UnitRef } from '@cppcc/contracts';

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
export interface QueueFilters {
  unitId?: string;
  q: string;
  /** 1-based. */
  page: number;
}

export function queueFiltersFromSearch(params: URLSearchParams): QueueFilters {
  const page = Number(params.get('page'));
  const unitId = params.get('unit')?.trim();
  return {
    unitId: unitId || undefined,
    q: params.get('q')?.trim() ?? '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** Back to the query string, leaving defaults out; any change but paging returns to page 1. */
export function queueFiltersToSearch(current: QueueFilters, patch: Partial<QueueFilters>): URLSearchParams {
  const next = { ...current, ...patch };
  if (!('page' in patch)) next.page = 1;
  const params = new URLSearchParams();
  if (next.unitId) params.set('unit', next.unitId);
  if (next.q.trim()) params.set('q', next.q.trim());
  if (next.page > 1) params.set('page', String(next.page));
  return params;
}

export function queueQuery(queue: StaffQueue, filters: QueueFilters): TaskListQueryInput {
  const query: TaskListQueryInput = { type: queue, page: filters.page, pageSize: queuePageSize(queue) };
  if (filters.unitId) query.unitId = filters.unitId;
  if (filters.q.trim()) query.q = filters.q.trim();
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
