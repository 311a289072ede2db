import type { WorkflowSettings } from '@cppcc/contracts';
import { addMonths, addWorkingDays } from '../../lib/dates';
import type { ProposalRow } from '../proposals/repository';
import type { TaskRow } from './repository';

/** The latest date an extension may reach: the proposal's assignment plus the longest period. */
export function latestDueDate(proposal: Pick<ProposalRow, 'assignedAt'>, workflow: WorkflowSettings) {
  return proposal.assignedAt ? addMonths(proposal.assignedAt, workflow.maxPeriodMonths) : null;
}

/** Until when a unit may ask for an adjustment: its task's creation plus the window in working days. */
export function adjustmentWindowEnd(task: Pick<TaskRow, 'createdAt'>, workflow: WorkflowSettings) {
  return addWorkingDays(task.createdAt, workflow.adjustmentWindowWorkingDays);
}
