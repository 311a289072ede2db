import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { newId } from '../../db/values';

/**
 * Where uploaded files live: a small interface so shared storage (S3, NFS) can replace the local disk
 * when several servers run. Keys are opaque, relative, and generated here (never from user input).
 */
export interface FileStorage {
  /** Streams `source` to a new key; returns the key and the byte count. Removes the partial file on failure. */
  save(source: Readable): Promise<{ key: string; size: number }>;
  open(key: string): Readable;
  remove(key: string): Promise<void>;
  /** Keys of files stored before `before`, in batches: for the sweep of files no row names (cleanup.ts). */
  storedBefore(before: Date): AsyncIterable<string[]>;
  /** Bytes each user's uploads may take together (upload-space.ts); undefined: no limit (the seed's). */
  readonly quotaBytes?: number;
}

/** How many keys storedBefore yields at a time. */
export const KEY_BATCH = 500;
const KEY_SHAPE = /^\d{4}\/\d{2}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Whether `key` has the shape newStorageKey makes (anything else in the directory is not ours). */
export const isStorageKey = (key: string) => KEY_SHAPE.test(key);

/** A new opaque key: `<yyyy>/<mm>/<uuid>` (the same shape on disk and in the database). */
export function newStorageKey(now = new Date()): string {
  return `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${newId()}`;
}

/** `${DATA_DIR}/files/<yyyy>/<mm>/<uuid>` */
export function localFileStorage(dataDir: string): FileStorage {
  return diskFileStorage(path.join(dataDir, 'files'));
}

/** `<root>/<yyyy>/<mm>/<uuid>`: a directory of this machine, or one every server mounts (FILES_DIR). */
export function diskFileStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error(`Bad storage key ${key}`);
    return full;
  };
  return {
    async save(source) {
      const key = newStorageKey();
      const full = resolve(key);
      await fs.promises.mkdir(path.dirname(full), { recursive: true });
      let size = 0;
      source.on('data', (chunk: Buffer) => {
        size += chunk.length;
      });
      const out = fs.createWriteStream(full, { flags: 'wx' });
      try {
        await pipeline(source, out);
      } catch (error) {
        // A stream failed while its file was still opening creates the file after all: remove it once closed.
        if (!out.closed) await new Promise<void>((resolve) => out.once('close', () => resolve()));
        await fs.promises.rm(full, { force: true });
        throw error;
      }
      return { key, size };
    },
    open(key) {
      return fs.createReadStream(resolve(key));
    },
    async remove(key) {
      await fs.promises.rm(resolve(key), { force: true });
    },
    async *storedBefore(before) {
      let batch: string[] = [];
      for (const key of await keysUnder(root)) {
        const stat = await fs.promises.stat(resolve(key)).catch(() => undefined);
        // mtime: a file still being written is touched as it grows, so an upload in flight is never old.
        if (!stat?.isFile() || stat.mtime >= before) continue;
        batch.push(key);
        if (batch.length >= KEY_BATCH) {
          yield batch;
          batch = [];
        }
      }
      if (batch.length > 0) yield batch;
    },
  };
}

/** Every `<yyyy>/<mm>/<uuid>` under root (none when root does not exist yet). */
async function keysUnder(root: string): Promise<string[]> {
  const entries = await fs.promises.readdir(root, { recursive: true }).catch((error: unknown) => {
    if ((error as { code?: string }).code === 'ENOENT') return [];
    throw error;
  });
  return entries.map((entry) => entry.split(path.sep).join('/')).filter(isStorageKey);
}
