import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { InvoicesTable } from '../../db/schema-content';

export type InvoiceRow = InvoicesTable;

export function findInvoice(db: Kysely<DB>, id: string): Promise<InvoiceRow | undefined> {
  return db.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertInvoice(db: Kysely<DB>, row: Insertable<InvoicesTable>): Promise<void> {
  await db.insertInto('invoices').values(row).execute();
}
