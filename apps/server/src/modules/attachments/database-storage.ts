import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { nowIso } from '../../db/values';
import { KEY_BATCH, newStorageKey, type FileStorage } from './storage';
import {
  deleteStoredFile,
  insertStoredFile,
  storedFileContent,
  storedKeysBefore,
} from './stored-files-repository';

/**
 * Files kept in the database itself (FILE_STORAGE=database): every server that reaches the database reads
 * what any of them stored, with no shared directory. An upload is held in memory while it is written, which
 * the multipart size limits of the routes bound (20 MB at most).
 */
export function databaseFileStorage(db: Kysely<DB>): FileStorage {
  return {
    async save(source) {
      const chunks: Buffer[] = [];
      for await (const chunk of source) chunks.push(Buffer.from(chunk as Buffer));
      const content = Buffer.concat(chunks);
      const key = newStorageKey();
      await insertStoredFile(db, { key, content, size: content.length, createdAt: nowIso() });
      return { key, size: content.length };
    },
    open(key) {
      // The interface opens synchronously (as a file stream does); the row is read when the stream is.
      return Readable.from(
        (async function* () {
          const content = await storedFileContent(db, key);
          if (!content) throw Object.assign(new Error(`No stored file ${key}`), { code: 'ENOENT' });
          yield content;
        })(),
      );
    },
    async remove(key) {
      await deleteStoredFile(db, key);
    },
    async *storedBefore(before) {
      let after = '';
      for (;;) {
        const keys = await storedKeysBefore(db, before.toISOString(), after, KEY_BATCH);
        if (keys.length > 0) yield keys;
        if (keys.length < KEY_BATCH) return;
        after = keys[keys.length - 1] ?? '';
      }
    },
  };
}
