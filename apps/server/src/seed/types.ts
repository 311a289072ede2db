import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { SettingsService } from '../modules/settings/service';

/**
 * What a seeder gets: the transaction it runs in and the same services the API uses, bound to that
 * transaction. Seeders MUST go through services (never raw inserts) so demo data obeys every rule the
 * API enforces — hashed passwords, state machine, derived counters. Add each new module's service here.
 */
export interface SeedContext {
  db: Kysely<DB>;
  services: {
    settings: SettingsService;
  };
}

/** A sign-in a seeder creates, printed in the start banner and shown on the sign-in page. */
export interface DemoAccount {
  role: string;
  /** Phone number, email or user name — whatever the sign-in form takes. */
  login: string;
  password: string;
  note?: string;
}

export interface Seeder {
  /** Unique and stable: it is recorded in seed_runs. Prefix with a number to show the order. */
  name: string;
  run(ctx: SeedContext): Promise<void>;
  demoAccounts?: readonly DemoAccount[];
}
