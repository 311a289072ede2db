import { workflowLinks } from '@cppcc/contracts';

export const STAFF_INDEX_PATH = '/apps/staff/index';
export const STAFF_REVIEW_PATH = '/apps/staff/review';
export const STAFF_LIST_PATH = '/apps/staff/proposals';
/** Paper entry (纸质录入, issue 27): a proposal or an evaluation a member handed in on paper. */
export const STAFF_PAPER_PROPOSAL_PATH = '/apps/staff/paper/proposal';
export const STAFF_PAPER_EVALUATION_PATH = '/apps/staff/paper/evaluation';
export const ADMIN_SESSIONS_PATH = '/apps/admin/sessions';
export const ADMIN_WORKFLOW_SETTINGS_PATH = '/apps/admin/workflow-settings';

/** The proposal page (built by the proposals feature; linked by URL only). */
export const proposalHref = (id: string) => `/apps/proposals/${encodeURIComponent(id)}`;

/** The handling queues (issue 6): /apps/staff/handling/{queue}, and the task a row opens. */
export const STAFF_HANDLING_ROUTE = '/apps/staff/handling/:queue';
export const handlingPath = (queue: string) => `/apps/staff/handling/${encodeURIComponent(queue)}`;
export const STAFF_TASK_ROUTE = '/apps/staff/task/:taskId';
export const staffTaskPath = (taskId: string) => workflowLinks.staffTask(encodeURIComponent(taskId));

/** The errors feature's 404 page (an address, not an import: features do not import each other). */
export const NOT_FOUND_PATH = '/pages/errors/error-404';
