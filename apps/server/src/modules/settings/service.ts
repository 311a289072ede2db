import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { findSetting, upsertSetting } from './repository';

/**
 * Instance-wide settings (key → JSON). No routes yet; the seed and later admin screens use this.
 * Takes a Kysely handle so callers can pass a transaction.
 */
export function settingsService(db: Kysely<DB>) {
  return {
    get: (key: string): Promise<unknown> => findSetting(db, key),
    set: (key: string, value: unknown): Promise<void> => upsertSetting(db, key, value),
  };
}
export type SettingsService = ReturnType<typeof settingsService>;
