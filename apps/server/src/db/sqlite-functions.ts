import type SqliteDatabase from 'better-sqlite3';
import { gramDocument } from './text-grams';

/** SQL functions every SQLite connection carries, the writer's and each reader's alike. */
export function registerSqliteFunctions(database: SqliteDatabase.Database): void {
  // The short-term search index's triggers call it (migration 0010).
  database.function('proposal_grams', { deterministic: true }, (text: unknown) =>
    typeof text === 'string' ? gramDocument(text) : null,
  );
}
