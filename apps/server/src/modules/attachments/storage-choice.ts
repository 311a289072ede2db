import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { DB } from '../../db/schema';
import { databaseFileStorage } from './database-storage';
import { diskFileStorage, type FileStorage } from './storage';

/**
 * The file storage FILE_STORAGE names: the directory FILES_DIR (every server must mount the same one), or
 * the database. Every module that stores uploads takes it from here, so one setting moves them all; it
 * carries each user's upload quota (FILE_MANAGER_QUOTA_MB), which every upload is recorded within.
 */
export function fileStorageFor(
  config: Pick<Config, 'fileStorage' | 'filesDir' | 'fileManagerQuotaBytes'>,
  db: Kysely<DB>,
): FileStorage {
  const storage =
    config.fileStorage === 'database' ? databaseFileStorage(db) : diskFileStorage(config.filesDir);
  return { ...storage, quotaBytes: config.fileManagerQuotaBytes };
}
