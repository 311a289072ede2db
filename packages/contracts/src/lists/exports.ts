import { z } from 'zod';
import { proposalListQuerySchema } from '../proposals/proposals';
import { taskListQuerySchema } from '../tasks/tasks';
import { adminUserListQuerySchema } from '../admin';
import { contactListQuerySchema } from '../contacts/contacts';
import { listColumnsParamSchema, listExportQuerySchema } from './lists';

/**
 * GET /api/proposals/export.xlsx: GET /api/proposals' filters and sort, `columns`, and which of the two
 * proposal lists' columns (the staff's list or a member's own).
 */
export const proposalExportQuerySchema = listExportQuerySchema(
  proposalListQuerySchema.omit({ after: true }),
).extend({
  list: z.enum(['proposals.staff', 'proposals.member']).default('proposals.staff'),
});
export type ProposalExportQueryInput = z.input<typeof proposalExportQuerySchema>;

/** GET /api/proposals/catalogue.xlsx: the 提案目录 of one session, `columns` as every export. */
export const catalogueExportQuerySchema = z.object({
  sessionId: z.string().trim().min(1).max(64),
  columns: listColumnsParamSchema,
});
export type CatalogueExportQuery = z.infer<typeof catalogueExportQuerySchema>;

/** GET /api/tasks/export.xlsx: GET /api/tasks' filters, `columns`, the unit's list or the staff's queue. */
export const taskExportQuerySchema = listExportQuerySchema(taskListQuerySchema).extend({
  list: z.enum(['tasks.unit', 'tasks.handling']).default('tasks.unit'),
});

/** GET /api/admin/units/export.xlsx: GET /api/admin/units has no filter, so only `columns`. */
export const unitExportQuerySchema = z.object({ columns: listColumnsParamSchema });

/** GET /api/admin/users/export.xlsx: GET /api/admin/users' search and role, `columns`. */
export const userExportQuerySchema = listExportQuerySchema(adminUserListQuerySchema);

/** A user's status as the admin list shows it. */
export const USER_STATUS_LABELS = {
  active: { 'zh-CN': '正常', en: 'Active' },
  disabled: { 'zh-CN': '已停用', en: 'Disabled' },
} as const;

/** GET /api/e-commerce-app/orders/export.xlsx: the orders page's search (`ordersMatching`), `columns`. */
export const orderExportQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  columns: listColumnsParamSchema,
});

/** GET /api/contacts-app/contacts/export.xlsx: GET /api/contacts-app/contacts' list, filters and sort, `columns`. */
export const contactExportQuerySchema = listExportQuerySchema(contactListQuerySchema);
