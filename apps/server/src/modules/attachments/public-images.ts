import { Readable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import type { MessageKey } from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { newId, nowIso } from '../../db/values';
import { isAppError, notFound, payloadTooLarge, unsupportedMediaType } from '../../http/errors';
import { findAttachment, insertAttachment } from './repository';
import { allowedType, receiveFile } from './service';
import { contentMatches } from './sniff';
import type { FileStorage } from './storage';

export interface PublicImageKind {
  /** The attachments' owner kind: only pictures of this kind are served by `open`. */
  ownerKind: string;
  types: Readonly<Record<string, readonly string[]>>;
  maxBytes: number;
  typeMessage: MessageKey;
  tooLargeMessage: MessageKey;
}

/**
 * Pictures shown with `<img>`: checked like every upload (name, declared type, content sniffed, size),
 * stored as an attachment of the uploader, and served at an unguessable id (an `<img>` sends no bearer
 * token; only images of the kind's types are ever served). Answers the stored attachment's id.
 */
export function publicImages(db: Kysely<DB>, storage: FileStorage, kind: PublicImageKind) {
  async function record(
    uploaderId: string,
    received: { fileName: string; type: string; saved: { key: string; size: number } },
  ): Promise<string> {
    const id = newId();
    try {
      await insertAttachment(db, {
        id,
        ownerKind: kind.ownerKind,
        ownerId: uploaderId,
        fileName: received.fileName,
        contentType: received.type,
        size: received.saved.size,
        storageKey: received.saved.key,
        uploadedBy: uploaderId,
        createdAt: nowIso(),
      });
    } catch (error) {
      await storage.remove(received.saved.key);
      throw error;
    }
    return id;
  }
  const tooLarge = () =>
    payloadTooLarge(kind.tooLargeMessage, { params: { max: kind.maxBytes / 1024 / 1024 } });

  return {
    async upload(uploaderId: string, file: MultipartFile | undefined): Promise<string> {
      try {
        return await record(uploaderId, await receiveFile(storage, file, kind.types, kind.typeMessage));
      } catch (error) {
        // The shared check words the size limit of proposal attachments; a picture's is smaller.
        if (isAppError(error) && error.code === 'PAYLOAD_TOO_LARGE') throw tooLarge();
        throw error;
      }
    },

    /** The same checks for a picture made in memory (the demo seed). */
    async store(uploaderId: string, fileName: string, contentType: string, bytes: Buffer): Promise<string> {
      const type = allowedType(fileName, contentType, kind.types);
      const extension = fileName.split('.').pop() ?? '';
      if (!type || !contentMatches(extension.toLowerCase(), bytes))
        throw unsupportedMediaType(kind.typeMessage);
      if (bytes.length > kind.maxBytes) throw tooLarge();
      const saved = await storage.save(Readable.from([bytes]));
      return record(uploaderId, { fileName, type, saved });
    },

    async open(id: string) {
      const row = await findAttachment(db, id);
      if (!row || row.ownerKind !== kind.ownerKind) throw notFound();
      return { contentType: row.contentType, size: row.size, stream: storage.open(row.storageKey) };
    },
  };
}

/**
 * Answers a stored picture to an `<img>`: its own type only (nosniff), nothing it could run (CSP), cached,
 * since the address never changes.
 */
export function sendPublicImage(
  reply: FastifyReply,
  file: { contentType: string; size: number; stream: Readable },
): FastifyReply {
  return reply
    .header('content-type', file.contentType)
    .header('content-length', String(file.size))
    .header('cache-control', 'private, max-age=86400, immutable')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'")
    .send(file.stream);
}
