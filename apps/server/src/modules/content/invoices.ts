import {
  invoiceSchema,
  invoiceTotalProblems,
  withLineTotals,
  type Invoice,
  type Language,
} from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { fromDbJson, nowIso, toDbJson } from '../../db/values';
import { badRequest, notFound } from '../../http/errors';
import { findInvoice, insertInvoice } from './invoices-repository';

/** One invoice in both languages: the same document and amounts, its texts translated. */
export type LocalizedInvoice = Record<Language, Invoice>;

const AMOUNT_FIELDS = ['subtotal', 'tax', 'discount', 'total'] as const;

/**
 * The invoices of the invoice pages. Every write is checked: each service total is unit price × quantity,
 * the subtotal their sum and the total subtotal + tax − discount; both languages carry the same amounts.
 */
export function invoicesService(db: Kysely<DB>) {
  return {
    async create(invoice: LocalizedInvoice): Promise<void> {
      const zh = invoiceSchema.parse(invoice['zh-CN']);
      const en = invoiceSchema.parse(invoice.en);
      const problems = invoiceTotalProblems(zh);
      const differs =
        zh.id !== en.id ||
        AMOUNT_FIELDS.some((field) => zh[field] !== en[field]) ||
        zh.services.length !== en.services.length ||
        zh.services.some((service, index) => {
          const other = en.services[index];
          return (
            !other ||
            other.unitPrice !== service.unitPrice ||
            other.quantity !== service.quantity ||
            other.total !== service.total
          );
        });
      if (problems.length > 0 || differs)
        throw badRequest('content.invoiceTotals', {
          params: { fields: problems.join(', ') || 'en' },
          fields: Object.fromEntries(
            (problems.length > 0 ? problems : ['en']).map((path) => [path, 'content.amount']),
          ),
        });
      await insertInvoice(db, {
        id: zh.id,
        number: zh.number,
        subtotal: zh.subtotal,
        tax: zh.tax,
        discount: zh.discount,
        total: zh.total,
        texts: toDbJson({ 'zh-CN': zh, en }),
        createdAt: nowIso(),
      });
    },

    /** get-invoice: the invoice in the reader's language; 404 for an unknown id. */
    async get(id: string, language: Language): Promise<Invoice> {
      const row = await findInvoice(db, id);
      if (!row) throw notFound('content.invoiceNotFound');
      return withLineTotals(invoiceSchema.parse(fromDbJson<LocalizedInvoice>(row.texts)[language]));
    },
  };
}
export type InvoicesService = ReturnType<typeof invoicesService>;
