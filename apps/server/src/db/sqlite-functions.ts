import type SqliteDatabase from 'better-sqlite3';
import {
  encodeFingerprint,
  fingerprintOf,
  fingerprintText,
} from '../modules/proposals/similarity/fingerprint';
import { gramDocument } from './text-grams';

/** SQL functions every SQLite connection carries, the writer's and each reader's alike. */
export function registerSqliteFunctions(database: SqliteDatabase.Database): void {
  // The short-term search index's triggers call it (migration 0010).
  database.function('proposal_grams', { deterministic: true }, (text: unknown) =>
    typeof text === 'string' ? gramDocument(text) : null,
  );
  // 查重's fingerprint triggers call it (migration 0032).
  database.function(
    'proposal_fingerprint',
    { deterministic: true },
    (title: unknown, analysis: unknown, suggestions: unknown) =>
      typeof title === 'string' && typeof analysis === 'string' && typeof suggestions === 'string'
        ? encodeFingerprint(fingerprintOf(fingerprintText(title, analysis, suggestions)))
        : null,
  );
}
