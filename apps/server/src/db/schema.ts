import type { IsoTime, JsonText } from './values';

/**
 * Kysely's view of the tables. Property names are camelCase; the CamelCasePlugin maps them to the
 * snake_case columns the migrations create (`ranAt` ↔ `ran_at`). Add a table here together with
 * the migration that creates it. Column kinds follow db/values.ts.
 */

/** One row per seeder that has run on this database (seed/index.ts). */
export interface SeedRunsTable {
  name: string;
  ranAt: IsoTime;
}

/** Small key → JSON value store for instance-wide settings. */
export interface SettingsTable {
  key: string;
  value: JsonText;
  updatedAt: IsoTime;
}

export interface DB {
  seedRuns: SeedRunsTable;
  settings: SettingsTable;
}
