import { describe, expect, it } from 'vitest';
import { amountToCents, centsToAmount, invoiceQuerySchema, invoiceTotalProblems } from './invoice';
import { searchQuerySchema } from './search';

const services = [
  { unitPrice: '12.00', quantity: 240, total: '2880.00' },
  { unitPrice: '10.50', quantity: 350, total: '3675.00' },
];

describe('invoice arithmetic', () => {
  it('reads and writes amounts in cents without floating-point error', () => {
    expect(amountToCents('675.60')).toBe(67560);
    expect(amountToCents('675.6')).toBe(67560);
    expect(amountToCents('8445')).toBe(844500);
    expect(amountToCents('-1')).toBeNaN();
    expect(centsToAmount(900000)).toBe('9000.00');
    expect(centsToAmount(5)).toBe('0.05');
  });
  it('accepts right totals and names each wrong one', () => {
    const invoice = { services, subtotal: '6555', tax: '10.10', discount: '0.10', total: '6565.00' };
    expect(invoiceTotalProblems(invoice)).toEqual([]);
    expect(
      invoiceTotalProblems({
        ...invoice,
        services: [services[0]!, { ...services[1]!, total: '3675.01' }],
        total: '6565.01',
      }),
    ).toEqual(['services.1.total', 'total']);
    expect(invoiceTotalProblems({ ...invoice, subtotal: '6556' })).toEqual(['subtotal', 'total']);
  });
  it('refuses a missing or over-long id and a too-long query', () => {
    expect(invoiceQuerySchema.safeParse({}).success).toBe(false);
    expect(invoiceQuerySchema.safeParse({ id: 'x'.repeat(65) }).success).toBe(false);
    expect(invoiceQuerySchema.parse({ id: ' abc ' })).toEqual({ id: 'abc' });
    expect(searchQuerySchema.safeParse({ q: 'x'.repeat(101) }).success).toBe(false);
  });
});
