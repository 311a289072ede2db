import { taskMachine, type TaskState, type TaskSummary } from '@cppcc/contracts';
import { differenceInCalendarDays, isValid, parseISO } from 'date-fns';

/**
 * How a task's due date is shown: `overdue` (red), `soon` (within the overdue-warning period, amber),
 * `normal`, `done` (the unit's part is over, so the date no longer presses) or `none` (no date).
 */
export type DueTone = 'overdue' | 'soon' | 'normal' | 'done' | 'none';

/** The task machine's final states: the unit has nothing more to do (nor does the overdue count). */
export function isTaskDone(state: TaskState): boolean {
  return (taskMachine.finalStates as readonly TaskState[]).includes(state);
}

export interface DueInfo {
  tone: DueTone;
  /** Calendar days from today to the due date (negative once past), or null without a date. */
  daysLeft: number | null;
}

/**
 * The server knows the warning period, so its `overdue`/`dueSoon` flags decide; the clock only catches a
 * date that passed while the page was open.
 */
export function dueInfo(
  task: Pick<TaskSummary, 'dueDate' | 'dueSoon' | 'overdue' | 'state'>,
  now: Date = new Date(),
): DueInfo {
  const due = task.dueDate ? parseISO(task.dueDate) : null;
  if (!due || !isValid(due)) return { tone: isTaskDone(task.state) ? 'done' : 'none', daysLeft: null };
  const daysLeft = differenceInCalendarDays(due, now);
  if (isTaskDone(task.state)) return { tone: 'done', daysLeft };
  if (task.overdue || due.getTime() < now.getTime()) return { tone: 'overdue', daysLeft };
  if (task.dueSoon) return { tone: 'soon', daysLeft };
  return { tone: 'normal', daysLeft };
}
