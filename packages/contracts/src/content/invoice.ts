import { z } from 'zod';

/**
 * The invoice pages (seed 001 §3, §7, §9; issue 18): `GET /api/invoices/get-invoice?id=` answers one invoice
 * with every amount as a string with two decimals. Decisions where the seed says nothing:
 * - Invoices are shared demo content, readable by every signed-in role; texts are stored in both languages
 *   and answered in the caller's (Accept-Language).
 * - The arithmetic is a rule here, used by the server on every write and by the tests: each service's total
 *   is unit price × quantity, the subtotal their sum, total = subtotal + tax − discount (in cents, no floats).
 * - An unknown id is 404 (`content.invoiceNotFound`), so the page can say so.
 */

/** The seeded sample's id (the seed's invoice), opened when the page's address names none. */
export const SAMPLE_INVOICE_ID = '5725a6802d10e277a0f35724';
export const INVOICE_ID_MAX = 64;

/** A non-negative amount written with up to two decimals, e.g. "8445" or "675.60". */
const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;
export const amountSchema = z.string().regex(AMOUNT, { error: 'content.amount' });

/** The template's clients ask for the sample invoice by its short id (issue 31 §2). */
export const TEMPLATE_INVOICE_IDS: Readonly<Record<string, string>> = { '5725a6802d': SAMPLE_INVOICE_ID };

export const invoiceQuerySchema = z.object({
  id: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(INVOICE_ID_MAX, { error: 'validation.tooLong' })
    .transform((id) => TEMPLATE_INVOICE_IDS[id] ?? id),
});
export type InvoiceQuery = z.infer<typeof invoiceQuerySchema>;

export const invoicePartySchema = z.object({
  title: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
});
export const invoiceIssuerSchema = invoicePartySchema.extend({ website: z.string() });

export const invoiceServiceSchema = z.object({
  id: z.string(),
  title: z.string(),
  detail: z.string(),
  unit: z.string(),
  unitPrice: amountSchema,
  quantity: z.number().int().min(0),
  total: amountSchema,
});
export type InvoiceService = z.infer<typeof invoiceServiceSchema>;

export const invoiceSchema = z.object({
  id: z.string(),
  from: invoiceIssuerSchema,
  client: invoicePartySchema,
  number: z.string(),
  /** Dates as year-month-day. */
  date: z.string(),
  dueDate: z.string(),
  services: z.array(invoiceServiceSchema),
  subtotal: amountSchema,
  tax: amountSchema,
  discount: amountSchema,
  total: amountSchema,
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** Cents of an amount string ("675.60" → 67560); NaN when it is not one. */
export function amountToCents(amount: string): number {
  if (!AMOUNT.test(amount)) return Number.NaN;
  const [whole = '0', fraction = ''] = amount.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** An amount string with two decimals from cents (67560 → "675.60"). */
export function centsToAmount(cents: number): string {
  const whole = Math.floor(cents / 100);
  return `${whole}.${String(cents % 100).padStart(2, '0')}`;
}

type InvoiceAmounts = Pick<Invoice, 'subtotal' | 'tax' | 'discount' | 'total'> & {
  services: readonly Pick<InvoiceService, 'unitPrice' | 'quantity' | 'total'>[];
};

/**
 * Where an invoice's arithmetic is wrong, as field paths (`services.2.total`, `subtotal`, `total`); empty
 * when every total is right.
 */
export function invoiceTotalProblems(invoice: InvoiceAmounts): string[] {
  const problems: string[] = [];
  let sum = 0;
  invoice.services.forEach((service, index) => {
    const expected = amountToCents(service.unitPrice) * service.quantity;
    if (amountToCents(service.total) !== expected) problems.push(`services.${index}.total`);
    sum += expected;
  });
  if (amountToCents(invoice.subtotal) !== sum) problems.push('subtotal');
  const total =
    amountToCents(invoice.subtotal) + amountToCents(invoice.tax) - amountToCents(invoice.discount);
  if (amountToCents(invoice.total) !== total) problems.push('total');
  return problems;
}

/**
 * The invoice as answered: each service's total is its unit price × quantity as stored now (issue 31 §2),
 * never a figure stored beside them that an edit of either could leave behind.
 */
export function withLineTotals<T extends InvoiceAmounts>(invoice: T): T {
  return {
    ...invoice,
    services: invoice.services.map((service) => ({
      ...service,
      total: centsToAmount(amountToCents(service.unitPrice) * service.quantity),
    })),
  };
}
