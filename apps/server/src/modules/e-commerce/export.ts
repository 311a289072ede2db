import { currentStatus, customerName, type Order } from '@cppcc/contracts';
import { beijingTime, type ExportCells } from '../exports/list-export';

/** The cells of the orders list ('orders'): the total a number, the status the current one's name. */
export const ORDER_CELLS: ExportCells<Order> = {
  reference: (order) => order.reference,
  customer: (order) => customerName(order),
  total: (order) => order.total,
  payment: (order) => order.payment.method,
  status: (order) => currentStatus(order)?.name ?? '',
  date: (order) => beijingTime(order.date),
};
