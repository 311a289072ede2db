import { z } from 'zod';
import { LIST_IDS, listColumnIds, type ListId } from '../lists/lists';
import { hasAccess, authRoles } from '../roles';

/**
 * Saved views of a list (issue 30 §3): a named filter + sort + choice of columns, kept per user for one
 * list (`listId`, the export contract's list ids). The state is what the list keeps in its URL: `params`
 * are the list's search params (filters, sort; never the page) and `columns` the visible column ids in
 * order, so opening a view is writing it into the URL.
 *
 * Decisions where the issue says nothing:
 * - Staff (and admins) may share a view with all staff; members, units and leaders keep their views to
 *   themselves. A shared view is read by everyone of the staff group, edited and deleted by its owner or
 *   an admin only (others 403); another person's private view does not exist for anyone else (404).
 * - Each person picks their own default view per list (their own or a shared one): it opens when the list
 *   is opened without any parameter.
 * - Names are unique per owner and list (409), 1–60 characters; at most 50 views per person.
 */
export const SAVED_VIEW_NAME_MAX = 60;
export const SAVED_VIEWS_PER_USER_MAX = 50;
export const SAVED_VIEW_PARAMS_MAX = 30;
export const SAVED_VIEW_PARAM_VALUE_MAX = 500;
export const SAVED_VIEW_COLUMNS_MAX = 40;

/** Who may share a view, and who reads the shared ones: the staff group. */
export const SAVED_VIEW_SHARE_ROLES = authRoles.staff;

export function canShareSavedViews(roles: readonly string[]): boolean {
  return hasAccess(SAVED_VIEW_SHARE_ROLES, roles);
}

/** One of the lists of the export contract (`lists/lists.ts`); its columns are the ones a view may name. */
const listIdSchema = z.enum(LIST_IDS, { error: 'savedViews.unknownList' });

const nameSchema = z
  .string()
  .trim()
  .min(1, { error: 'savedViews.nameRequired' })
  .max(SAVED_VIEW_NAME_MAX, { error: 'savedViews.nameTooLong' });

const paramKey = z.string().regex(/^[a-zA-Z][a-zA-Z0-9_]{0,39}$/, { error: 'savedViews.params' });

/** The list's URL search params of the view (no `page`: a view opens on its first page). */
export const savedViewParamsSchema = z
  .record(paramKey, z.string().max(SAVED_VIEW_PARAM_VALUE_MAX, { error: 'savedViews.params' }))
  .refine((params) => Object.keys(params).length <= SAVED_VIEW_PARAMS_MAX, { error: 'savedViews.params' })
  .transform((params) => Object.fromEntries(Object.entries(params).filter(([key]) => key !== 'page')));

export const savedViewColumnsSchema = z
  .array(z.string().regex(/^[a-zA-Z][a-zA-Z0-9_.-]{0,39}$/, { error: 'savedViews.columns' }))
  .max(SAVED_VIEW_COLUMNS_MAX, { error: 'savedViews.columns' })
  .refine((columns) => new Set(columns).size === columns.length, { error: 'savedViews.columns' });

/** The first of `columns` the list does not have, or undefined when all are its own. */
export function unknownViewColumn(listId: ListId, columns: readonly string[]): string | undefined {
  const known = listColumnIds(listId);
  return columns.find((column) => !known.includes(column));
}

export const savedViewSchema = z.object({
  id: z.string(),
  listId: z.enum(LIST_IDS),
  name: z.string(),
  params: z.record(z.string(), z.string()),
  /** Visible column ids in order; [] = the list's default columns. */
  columns: z.array(z.string()),
  shared: z.boolean(),
  owner: z.object({ id: z.string(), displayName: z.string() }),
  /** The caller may rename, change and delete it (its owner, or an admin for a shared one). */
  editable: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedView = z.infer<typeof savedViewSchema>;

export const savedViewListQuerySchema = z.object({ listId: listIdSchema });
export type SavedViewListQuery = z.infer<typeof savedViewListQuerySchema>;

export const savedViewListSchema = z.object({
  items: z.array(savedViewSchema),
  /** The caller's default view of this list, if any. */
  defaultViewId: z.string().nullable(),
});
export type SavedViewList = z.infer<typeof savedViewListSchema>;

export const savedViewCreateBodySchema = z
  .strictObject({
    listId: listIdSchema,
    name: nameSchema,
    params: savedViewParamsSchema,
    columns: savedViewColumnsSchema,
    shared: z.boolean().default(false),
  })
  .superRefine((body, context) => {
    if (unknownViewColumn(body.listId, body.columns) !== undefined)
      context.addIssue({ code: 'custom', path: ['columns'], message: 'savedViews.unknownColumn' });
  });
export type SavedViewCreateBody = z.input<typeof savedViewCreateBodySchema>;

/** What to change; an empty body changes nothing and answers the view. */
export const savedViewUpdateBodySchema = z.strictObject({
  name: nameSchema.optional(),
  params: savedViewParamsSchema.optional(),
  columns: savedViewColumnsSchema.optional(),
  shared: z.boolean().optional(),
});
export type SavedViewUpdateBody = z.input<typeof savedViewUpdateBodySchema>;

export const savedViewDefaultBodySchema = z.strictObject({
  listId: listIdSchema,
  /** null: no default (the list opens with its own defaults). */
  viewId: z.string().min(1).nullable(),
});
export type SavedViewDefaultBody = z.infer<typeof savedViewDefaultBodySchema>;
