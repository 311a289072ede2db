import type { HandlingMode, TaskRole, TaskSummary } from '@cppcc/contracts';

/** The i18n key of a unit's share: 单办 for the only unit, 主办/协办 in 会办, 分办 for each replying unit. */
export function roleKey(role: TaskRole, mode: HandlingMode | null): string {
  if (role === 'co') return 'role.co';
  if (role === 'separate') return 'role.separate';
  return mode === 'single' ? 'role.single' : 'role.lead';
}

/** Replying tasks first (lead/分办 before co-units), then by unit name, so the table reads like the 交办单. */
export function sortTasks<T extends Pick<TaskSummary, 'role' | 'unit'>>(tasks: readonly T[]): T[] {
  const rank = (role: TaskRole) => (role === 'co' ? 1 : 0);
  return [...tasks].sort(
    (a, b) => rank(a.role) - rank(b.role) || a.unit.name.localeCompare(b.unit.name, 'zh-CN'),
  );
}
