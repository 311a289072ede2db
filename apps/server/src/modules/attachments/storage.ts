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
}

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
      try {
        await pipeline(source, fs.createWriteStream(full, { flags: 'wx' }));
      } catch (error) {
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
  };
}
