// Schema-free (./tasks builds the list query and counts from these), so the unit workbench's first screen
// takes them without the task schemas.

/** The unit workbench's lists (seed route /apps/undertaker/proposal_list/{type}) and staff queues. */
export const TASK_LIST_TYPES = [
  'pending',
  'handling',
  'countersign',
  'replied',
  'overdue',
  'all',
  // 待签发: replies waiting for the unit's 签发人
  'unit_review',
  // staff queues
  'adjust_requested',
  'extension_requested',
  'pending_review',
  'due_soon',
] as const;
export type TaskListType = (typeof TASK_LIST_TYPES)[number];
/** The lists a unit has; the other types are staff queues. */
export const UNIT_LIST_TYPES = [
  'pending',
  'handling',
  'countersign',
  'unit_review',
  'replied',
  'overdue',
  'all',
] as const;
