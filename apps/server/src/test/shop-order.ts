import type { OrderCustomer } from '@cppcc/contracts';
import type { NewOrder } from '../modules/e-commerce/orders';

/** An order as the shop received it (two 茶杯), for tests: the reference, date, total and customer vary. */
export function testOrder(
  reference: string,
  date: string,
  options: { total?: number; customer?: Partial<OrderCustomer> } = {},
): NewOrder {
  const total = options.total ?? 22;
  return {
    reference,
    date,
    subtotal: 20,
    tax: 2,
    discount: 0,
    total,
    customer: {
      id: 'c1',
      firstName: '思远',
      lastName: '李',
      avatar: '',
      company: '',
      jobTitle: '',
      email: 'c@example.com',
      phone: '1',
      invoiceAddress: { address: '杭州', lat: 30, lng: 120 },
      shippingAddress: { address: '杭州', lat: 30, lng: 120 },
      ...options.customer,
    },
    products: [{ id: 'p', name: '茶杯', price: 10, quantity: 2, total: 20, image: '' }],
    payment: { transactionId: 'TX', amount: total, method: 'PayPal', date },
    shippingDetails: [],
  };
}
