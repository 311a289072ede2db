/**
 * The two logs' addresses (issue 30 §2), apart from their tabs (AuditLogTabs): the route table, in every
 * page's first load, needs the path only — importing it from the tabs' module took MUI's Tabs along
 * (4.7 kB sent on every start page, issue 33 §1).
 */
export const PROPOSAL_EVENTS_PATH = '/apps/admin/audit';
export const ADMIN_LOG_PATH = '/apps/admin/audit/admin';
