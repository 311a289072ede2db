import { z } from 'zod';

/** The `columns` parameter of an export (and a saved view): ids separated by commas, in order. */
export const listColumnsParamSchema = z.string().trim().max(1000).optional();

/** The list's own query without its paging, plus `columns`: what an export route takes. */
export function listExportQuerySchema<Shape extends z.ZodRawShape>(list: z.ZodObject<Shape>) {
  const { page: _page, pageSize: _pageSize, ...filters } = list.shape;
  return z.object({ ...filters, columns: listColumnsParamSchema });
}
