/**
 * Where a notification about a proposal or task takes its reader: the same paths the web app's routes
 * declare (seed 001 names the unit ones).
 */
export const workflowLinks = {
  proposal: (proposalId: string) => `/apps/proposals/${proposalId}`,
  unitTask: (proposalId: string) => `/undertaker/undertaker/detail/${proposalId}`,
  unitReply: (replyId: string) => `/undertaker/reply/${replyId}`,
  staffTask: (taskId: string) => `/apps/staff/task/${taskId}`,
} as const;
