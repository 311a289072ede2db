import { z } from 'zod';
import { LIST_IDS, listColumnIds, type ListId } from '../lists/columns';
import {
  SAVED_VIEW_COLUMNS_MAX,
  SAVED_VIEW_NAME_MAX,
  SAVED_VIEW_PARAM_VALUE_MAX,
  SAVED_VIEW_PARAMS_MAX,
} from './limits';

// A saved view's schemas; its limits and who may share: ./limits.

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
