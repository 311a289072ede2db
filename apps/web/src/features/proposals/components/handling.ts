import type { TaskRole, TaskSummary } from '@cppcc/contracts';

/** Replying tasks first (lead/分办 before co-units), then by unit name, so the table reads like the 交办单. */
export function sortTasks<T extends Pick<TaskSummary, 'role' | 'unit'>>(tasks: readonly T[]): T[] {
  const rank = (role: TaskRole) => (role === 'co' ? 1 : 0);
  return [...tasks].sort(
    (a, b) => rank(a.role) - rank(b.role) || a.unit.name.localeCompare(b.unit.name, 'zh-CN'),
  );
}
