import { Readable } from 'node:stream';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../http/errors';

/** The form field every upload route takes its one file from. */
export const UPLOAD_FIELD = 'file';

/**
 * A file part of an upload. `rest` reads what follows it in the request and refuses a second file; it can
 * only run once the file was read, so receiveFile calls it after storing and removes the file if it fails.
 */
export type UploadPart = MultipartFile & { rest?: () => Promise<void> };

const tooManyFiles = () =>
  badRequest('file.tooManyFiles', { fields: { [UPLOAD_FIELD]: 'file.tooManyFiles' } });

/**
 * The one file of a multipart request, in the field `file` (undefined when there is none). A file under
 * another field name is refused at once (400 naming that field); text fields are let through unread, within
 * the route's multipart limits.
 */
export async function uploadOf(request: FastifyRequest): Promise<UploadPart | undefined> {
  const parts = request.parts();
  for (;;) {
    const next = await parts.next();
    if (next.done) return undefined;
    const part: Multipart = next.value;
    if (part.type !== 'file') continue;
    if (part.fieldname !== UPLOAD_FIELD) {
      part.file.resume(); // drain, so the connection can answer
      throw badRequest('file.unexpectedField', { fields: { [part.fieldname]: 'file.unexpectedField' } });
    }
    return Object.assign(part, { rest: () => restOf(parts) });
  }
}

async function restOf(parts: AsyncIterableIterator<Multipart>): Promise<void> {
  try {
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      part.file.resume();
      throw tooManyFiles();
    }
  } catch (error) {
    // The routes accept one file: busboy reports the second as the files limit.
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT') throw tooManyFiles();
    throw error;
  }
}

/**
 * `source` as the storage should take it when only `room` bytes are left: the first `room` bytes pass, the
 * rest is read and counted but dropped, and the stream then fails with `refuse(size)` — so the storage
 * removes what it wrote and the request body is still read to its end (the connection can answer).
 */
export function withinRoom(source: Readable, room: number, refuse: (size: number) => Error): Readable {
  return Readable.from(
    (async function* () {
      let size = 0;
      for await (const chunk of source) {
        const bytes = chunk as Buffer;
        size += bytes.length;
        if (size <= room) yield bytes;
      }
      if (size > room) throw refuse(size);
    })(),
    { objectMode: false },
  );
}
