import { pageParam, pageSizeParam, textParam, filterSchema } from '../../../shared/lib/urlFilters';

export const ORDER_PAGE_SIZES = [10, 25, 50] as const;
export const orderFiltersSchema = filterSchema({
  q: textParam(),
  page: pageParam(),
  pageSize: pageSizeParam(ORDER_PAGE_SIZES, 10),
});

/** The search lives in contracts: the export on the server finds the same orders. */
export { currentStatus, customerName, ordersMatching as orderRows } from '@cppcc/contracts';
