import type { Order } from '@cppcc/contracts';
import { z } from 'zod';
import { pageParam, pageSizeParam, textParam } from '../../../shared/lib/urlFilters';

export const ORDER_PAGE_SIZES = [10, 25, 50] as const;
export const orderFiltersSchema = z.object({
  q: textParam(),
  page: pageParam(),
  pageSize: pageSizeParam(ORDER_PAGE_SIZES, 10),
});

export const customerName = (order: Pick<Order, 'customer'>) =>
  `${order.customer.lastName}${order.customer.firstName}`;
/** The order's status now: the last entry of its history. */
export const currentStatus = (order: Pick<Order, 'status'>) => order.status.at(-1);

/** Orders whose reference, customer, company or current status holds the term (newest first, as served). */
export function orderRows(orders: readonly Order[], term: string): Order[] {
  const needle = term.trim().toLowerCase();
  if (needle === '') return [...orders];
  return orders.filter((order) =>
    [order.reference, customerName(order), order.customer.company, currentStatus(order)?.name ?? '']
      .join(' ')
      .toLowerCase()
      .includes(needle),
  );
}
