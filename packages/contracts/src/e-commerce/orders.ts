import { z } from 'zod';

/**
 * The e-commerce app's orders (seed 001 §3, §4, §7, §9; issue 17).
 *
 * Decisions where the seed says nothing:
 * - The 14 status names are data here in both languages, each with its colour; an order's status history
 *   is answered oldest first, and its current status is the last entry. Any status may follow any other
 *   (the seed shows no transitions); staff and admin add one with `POST order/status`.
 * - Amounts are yuan with cents; dates ISO-8601 UTC, shown as year/month/day hour:minute:second.
 * - The customer's addresses carry their coordinates; the page draws them on a map made offline (no tile server).
 * - Orders hold customers' phones and addresses, and no order names an account of this system as its
 *   customer: only the shop's staff and admin (`SHOP_ORDER_READERS`, ./access) read them (issue 32).
 */
export const ORDER_STATUSES = [
  { id: 1, color: '#1565c0', 'zh-CN': '等待支票付款', en: 'Awaiting check payment' },
  { id: 2, color: '#2e7d32', 'zh-CN': '已收款', en: 'Payment accepted' },
  { id: 3, color: '#a84300', 'zh-CN': '正在备货', en: 'Preparing the order' },
  { id: 4, color: '#6a1b9a', 'zh-CN': '已发货', en: 'Shipped' },
  { id: 5, color: '#1b5e20', 'zh-CN': '已送达', en: 'Delivered' },
  { id: 6, color: '#c62828', 'zh-CN': '已取消', en: 'Canceled' },
  { id: 7, color: '#ad1457', 'zh-CN': '已退款', en: 'Refunded' },
  { id: 8, color: '#b71c1c', 'zh-CN': '付款出错', en: 'Payment error' },
  { id: 9, color: '#00695c', 'zh-CN': '预订（已付款）', en: 'On pre-order (paid)' },
  { id: 10, color: '#0277bd', 'zh-CN': '等待银行转账', en: 'Awaiting bank wire payment' },
  { id: 11, color: '#283593', 'zh-CN': '等待 PayPal 付款', en: 'Awaiting PayPal payment' },
  { id: 12, color: '#33691e', 'zh-CN': '远程付款已收', en: 'Remote payment accepted' },
  { id: 13, color: '#795548', 'zh-CN': '预订（未付款）', en: 'On pre-order (not paid)' },
  { id: 14, color: '#4e342e', 'zh-CN': '等待货到付款', en: 'Awaiting Cash-on-delivery payment' },
] as const;
export type OrderStatusId = (typeof ORDER_STATUSES)[number]['id'];
export const ORDER_STATUS_IDS = ORDER_STATUSES.map((status) => status.id);
export const PAYMENT_METHODS = ['Credit Card', 'Check', 'PayPal', 'Bank-wire'] as const;
export const CARRIERS = ['TNT', 'USPS', 'FedEx'] as const;

export const addressSchema = z.object({ address: z.string(), lat: z.number(), lng: z.number() });
export const orderCustomerSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  avatar: z.string(),
  company: z.string(),
  jobTitle: z.string(),
  email: z.string(),
  phone: z.string(),
  invoiceAddress: addressSchema,
  shippingAddress: addressSchema,
});
export type OrderCustomer = z.infer<typeof orderCustomerSchema>;
export const orderLineSchema = z.object({
  id: z.string(),
  name: z.string(),
  price: z.number(),
  quantity: z.number().int(),
  total: z.number(),
  image: z.string(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;
export const orderStatusEntrySchema = z.object({
  id: z.string(),
  status: z.number().int(),
  name: z.string(),
  color: z.string(),
  date: z.string(),
});
export type OrderStatusEntry = z.infer<typeof orderStatusEntrySchema>;
export const orderPaymentSchema = z.object({
  transactionId: z.string(),
  amount: z.number(),
  method: z.enum(PAYMENT_METHODS),
  date: z.string(),
});
export const shippingDetailSchema = z.object({
  tracking: z.string(),
  carrier: z.enum(CARRIERS),
  weight: z.number(),
  fee: z.number(),
  date: z.string(),
});
export const orderSchema = z.object({
  id: z.string(),
  reference: z.string(),
  subtotal: z.number(),
  tax: z.number(),
  discount: z.number(),
  total: z.number(),
  date: z.string(),
  customer: orderCustomerSchema,
  products: z.array(orderLineSchema),
  status: z.array(orderStatusEntrySchema),
  payment: orderPaymentSchema,
  shippingDetails: z.array(shippingDetailSchema),
});
export type Order = z.infer<typeof orderSchema>;
export const orderListSchema = z.array(orderSchema);

const idSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(64, { error: 'validation.tooLong' });
export const orderQuerySchema = z.object({ orderId: idSchema });
export const orderStatusBodySchema = z.object({
  orderId: idSchema,
  status: z
    .number({ error: 'shop.status' })
    .refine((value) => (ORDER_STATUS_IDS as readonly number[]).includes(value), { error: 'shop.status' }),
});
export type OrderStatusBody = z.infer<typeof orderStatusBodySchema>;

/** An order's figures from its lines: subtotal, tax at the rate, discount, total. */
export function orderTotals(
  lines: readonly { price: number; quantity: number }[],
  taxRate: number,
  discount: number,
) {
  const subtotal = Math.round(lines.reduce((sum, line) => sum + line.price * line.quantity * 100, 0)) / 100;
  const tax = Math.round(subtotal * taxRate) / 100;
  return { subtotal, tax, discount, total: Math.round((subtotal + tax - discount) * 100) / 100 };
}

/** The customer as the orders list shows them: family name then given name. */
export const customerName = (order: Pick<Order, 'customer'>) =>
  `${order.customer.lastName}${order.customer.firstName}`;
/** The order's status now: the last entry of its history. */
export const currentStatus = (order: Pick<Order, 'status'>) => order.status.at(-1);

/**
 * The orders list's search (the page filters in the browser, its export on the server): orders whose
 * reference, customer, company or current status holds the term, in the order given.
 */
export function ordersMatching(orders: readonly Order[], term: string): Order[] {
  const needle = term.trim().toLowerCase();
  if (needle === '') return [...orders];
  return orders.filter((order) =>
    [order.reference, customerName(order), order.customer.company, currentStatus(order)?.name ?? '']
      .join(' ')
      .toLowerCase()
      .includes(needle),
  );
}
