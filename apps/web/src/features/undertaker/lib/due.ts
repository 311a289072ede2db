import type { TaskSummary } from '@cppcc/contracts';

/** The most urgent first: overdue and due-soon tasks merged, each once, earliest due date first. */
export function mostUrgent(lists: readonly (readonly TaskSummary[])[], limit: number): TaskSummary[] {
  const seen = new Map<string, TaskSummary>();
  for (const list of lists) for (const task of list) if (!seen.has(task.id)) seen.set(task.id, task);
  const time = (task: TaskSummary) => (task.dueDate ? Date.parse(task.dueDate) : Number.POSITIVE_INFINITY);
  return [...seen.values()].sort((a, b) => time(a) - time(b)).slice(0, limit);
}
