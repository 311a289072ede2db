import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import {
  deleteUnnamedPictures,
  deleteUnsentMailFiles,
  namedPictureIds,
  picturesBefore,
  recordedKeys,
} from './cleanup-repository';
import type { FileStorage } from './storage';

const HOUR = 3_600_000;
/** An upload nothing uses is kept this long (a mail being written, a form left open), then removed. */
export const UNATTACHED_AFTER_MS = 24 * HOUR;
/**
 * A stored file no row records is removed once it is this old: a server stopped between storing an upload
 * and recording it leaves one. An upload in flight is recorded within seconds of its last byte, far inside.
 */
export const ORPHAN_AFTER_MS = HOUR;
const PICTURE_BATCH = 200;

export interface UploadCleanupResult {
  /** Uploads nothing used that were removed, rows and files. */
  unattached: number;
  /** Stored files without a row that were removed. */
  orphans: number;
}

/** Mail files no mail carries and pictures nothing names, a day after they were uploaded. */
async function removeUnattached(db: Kysely<DB>, storage: FileStorage, before: string): Promise<number> {
  const keys = await deleteUnsentMailFiles(db, before);
  const pictures = await picturesBefore(db, before);
  if (pictures.length > 0) {
    const named = await namedPictureIds(db);
    const unnamed = pictures.filter((id) => !named.has(id));
    for (let start = 0; start < unnamed.length; start += PICTURE_BATCH)
      keys.push(...(await deleteUnnamedPictures(db, unnamed.slice(start, start + PICTURE_BATCH))));
  }
  // The rows went first: were a removal to fail, the file is an orphan the next sweep takes.
  for (const key of keys) await storage.remove(key);
  return keys.length;
}

/** Files in the storage older than `before` that no row records. */
async function removeOrphans(db: Kysely<DB>, storage: FileStorage, before: Date): Promise<number> {
  let recorded: Set<string> | undefined;
  let removed = 0;
  for await (const keys of storage.storedBefore(before)) {
    // Read after the listing started: a file listed as old was recorded long before, if ever.
    recorded ??= await recordedKeys(db);
    for (const key of keys) {
      if (recorded.has(key)) continue;
      await storage.remove(key);
      removed += 1;
    }
  }
  return removed;
}

/**
 * The scheduled cleanup of uploads (either storage): what nothing uses after a day, and stored files without
 * a row. Safe on several servers at once: a row is deleted by one of them, and removing a file twice is no
 * error.
 */
export async function cleanUpUploads(
  db: Kysely<DB>,
  storage: FileStorage,
  now: Date,
): Promise<UploadCleanupResult> {
  const unattached = await removeUnattached(
    db,
    storage,
    new Date(now.getTime() - UNATTACHED_AFTER_MS).toISOString(),
  );
  const orphans = await removeOrphans(db, storage, new Date(now.getTime() - ORPHAN_AFTER_MS));
  return { unattached, orphans };
}
