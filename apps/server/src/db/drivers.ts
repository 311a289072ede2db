import type SqliteDatabase from 'better-sqlite3';
import type pg from 'pg';
import { lazyRequire } from '../lib/lazyRequire';

/**
 * The two database drivers, each loaded only when its dialect is opened: a server on SQLite never loads
 * `pg`, one on PostgreSQL never loads the native SQLite addon (issue 33 §5, the start-up's cost).
 */
export const sqliteDriver: () => typeof SqliteDatabase = lazyRequire<typeof SqliteDatabase>('better-sqlite3');
export const pgDriver: () => typeof pg = lazyRequire<typeof pg>('pg');
