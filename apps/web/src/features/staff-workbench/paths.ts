export const STAFF_INDEX_PATH = '/apps/staff/index';
export const STAFF_REVIEW_PATH = '/apps/staff/review';
export const STAFF_LIST_PATH = '/apps/staff/proposals';
export const ADMIN_SESSIONS_PATH = '/apps/admin/sessions';
export const ADMIN_WORKFLOW_SETTINGS_PATH = '/apps/admin/workflow-settings';

/** The proposal page (built by the proposals feature; linked by URL only). */
export const proposalHref = (id: string) => `/apps/proposals/${encodeURIComponent(id)}`;
