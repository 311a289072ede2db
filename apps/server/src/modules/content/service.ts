import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { helpService } from './help';
import { invoicesService } from './invoices';

/** The content module's writers, for the demo-data seeder (the routes use each service directly). */
export function contentService(db: Kysely<DB>) {
  return { invoices: invoicesService(db), help: helpService(db) };
}
export type ContentService = ReturnType<typeof contentService>;
