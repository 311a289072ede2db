import { TASK_SHARE_LABELS, TASK_STATE_LABELS, taskShare, type TaskSummary } from '@cppcc/contracts';
import { beijingTime, type ExportCells } from '../exports/list-export';

/** The cells of the task lists ('tasks.unit' and the staff's 'tasks.handling'). */
export const TASK_CELLS: ExportCells<TaskSummary> = {
  number: (task) => task.proposal.number,
  title: (task) => task.proposal.title,
  proposer: (task) => task.proposal.firstProposer.displayName,
  unit: (task) => task.unit.name,
  role: (task, language) => TASK_SHARE_LABELS[taskShare(task.role, task.handlingMode)][language],
  state: (task, language) => TASK_STATE_LABELS[task.state][language],
  dueDate: (task) => beijingTime(task.dueDate).slice(0, 10),
  session: (task) => task.proposal.sessionName,
  updatedAt: (task) => beijingTime(task.updatedAt),
};
