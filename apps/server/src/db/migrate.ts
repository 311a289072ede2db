import { Migrator, sql } from 'kysely';
import type { Database } from './database';
import { migrations } from './migrations';

/** Code-point order, as Kysely sorts the names it is given; its default `localeCompare` loads ICU's collation. */
const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function migrator(db: Database): Migrator {
  return new Migrator({
    db: db.kysely,
    provider: { getMigrations: () => Promise.resolve(migrations) },
    nameComparator: byCodePoint,
  });
}

/**
 * Whether the database has applied exactly the migrations this build carries: one read. Kysely's own
 * check first introspects every table with its columns and takes the migration lock (~5 % of a start's
 * CPU, issue 33 §5); when nothing is pending there is nothing to lock for. Anything else — a missing
 * table, a pending or an unknown migration — goes through Kysely as before.
 */
async function isUpToDate(db: Database): Promise<boolean> {
  const known = Object.keys(migrations);
  try {
    const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db.kysely);
    const applied = new Set(rows.map((row) => row.name));
    return applied.size === known.length && known.every((name) => applied.has(name));
  } catch {
    return false;
  }
}

/**
 * Applies every pending migration (each in a transaction; Kysely holds a lock so that several
 * servers starting at once do not race). Returns the names applied now; [] when up to date.
 */
export async function migrateToLatest(db: Database): Promise<string[]> {
  if (await isUpToDate(db)) return [];
  const { error, results = [] } = await migrator(db).migrateToLatest();
  const failed = results.find((result) => result.status === 'Error');
  if (error !== undefined || failed) {
    const name = failed ? ` at ${failed.migrationName}` : '';
    throw new Error(`Migration failed${name}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}

/** Name of the newest applied migration, or null on a database that was never migrated. */
/** The name of the newest migration this build carries (what a migrated database reports). */
export const LATEST_MIGRATION = Object.keys(migrations).at(-1) ?? null;

export async function currentMigration(db: Database): Promise<string | null> {
  try {
    // One cheap query (the health check calls this); names sort in applied order.
    const { rows } = await sql<{
      name: string;
    }>`select name from kysely_migration order by name desc limit 1`.execute(db.kysely);
    return rows[0]?.name ?? null;
  } catch (error) {
    // The table is missing on a never-migrated database: Kysely's own introspection tells that apart.
    const known = await migrator(db)
      .getMigrations()
      .catch(() => undefined);
    if (known && known.every((migration) => migration.executedAt === undefined)) return null;
    throw error;
  }
}

/** Names of migrations not yet applied. */
export async function pendingMigrations(db: Database): Promise<string[]> {
  const all = await migrator(db).getMigrations();
  return all.filter((migration) => migration.executedAt === undefined).map((migration) => migration.name);
}
