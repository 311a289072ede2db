import { Readable } from 'node:stream';
import type { MessageKey } from '@cppcc/contracts';
import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { newId, nowIso } from '../../db/values';
import { isAppError, notFound, payloadTooLarge, unsupportedMediaType } from '../../http/errors';
import { findAttachment, insertAttachment } from './repository';
import { allowedType, receiveFile, safeName } from './service';
import { contentMatches } from './sniff';
import type { FileStorage } from './storage';
import type { UploadPart } from './upload-parts';
import { claimSpace } from './upload-space';

/** One kind of picture an app lets users upload (a contact's avatar, a note's image). */
export interface PictureKind {
  /** The attachments' owner kind that marks these pictures. */
  ownerKind: string;
  /** The address of a picture by its id (without a query). */
  url: (id: string) => string;
  /**
   * Who sees the pictures: `public` (anyone with the address: product pictures, the shop's catalogue);
   * otherwise the API signs the address for whom it shows it to (picture-links.ts) — `owner`: only the
   * uploader (a private note's picture, a contact's); `shown`: whoever the API shows it to (an avatar,
   * a board's card picture).
   */
  audience: 'public' | 'owner' | 'shown';
  types: Readonly<Record<string, readonly string[]>>;
  maxBytes: number;
  typeMessage: MessageKey;
  /** Words the kind's own limit ({{max}} MB): the shared check words the proposal attachments'. */
  tooLargeMessage: MessageKey;
}

type Received = { fileName: string; type: string; saved: { key: string; size: number } };

/**
 * Pictures shown in an `<img>`, which sends no bearer token: checked like every upload (name, declared type,
 * content sniffed, size), stored as an attachment of the uploader, and served at an unguessable address —
 * with a signed, expiring query unless the kind is public (picture-links.ts; only images of the kind's
 * types are ever served, see sendPublicImage).
 */
export function publicPictures(db: Kysely<DB>, storage: FileStorage, kind: PictureKind) {
  const tooLarge = () =>
    payloadTooLarge(kind.tooLargeMessage, { params: { max: kind.maxBytes / 1024 / 1024 } });

  async function record(ownerId: string, received: Received): Promise<{ id: string; url: string }> {
    const id = newId();
    try {
      await inTransaction(db, async (trx) => {
        await claimSpace(trx, ownerId, storage.quotaBytes, received.saved.size);
        await insertAttachment(trx, {
          id,
          ownerKind: kind.ownerKind,
          ownerId,
          fileName: received.fileName,
          contentType: received.type,
          size: received.saved.size,
          storageKey: received.saved.key,
          uploadedBy: ownerId,
          createdAt: nowIso(),
        });
      });
    } catch (error) {
      await storage.remove(received.saved.key);
      throw error;
    }
    return { id, url: kind.url(id) };
  }

  return {
    ownerKind: kind.ownerKind,
    audience: kind.audience,

    async upload(ownerId: string, file: UploadPart | undefined): Promise<{ id: string; url: string }> {
      let received: Received;
      try {
        received = await receiveFile(storage, file, kind.types, kind.typeMessage, { db, id: ownerId });
      } catch (error) {
        // The shared check words the proposal attachments' limit; the quota's message stays.
        if (isAppError(error) && error.message === 'proposal.fileTooLarge') throw tooLarge();
        throw error;
      }
      return record(ownerId, received);
    },

    /** The same checks for a picture made in memory (the demo seed). */
    async store(ownerId: string, givenName: string, contentType: string, bytes: Buffer) {
      const fileName = safeName(givenName);
      const type = allowedType(fileName, contentType, kind.types);
      const extension = fileName.split('.').pop() ?? '';
      if (!type || !contentMatches(extension.toLowerCase(), bytes))
        throw unsupportedMediaType(kind.typeMessage);
      if (bytes.length > kind.maxBytes) throw tooLarge();
      const saved = await storage.save(Readable.from([bytes]));
      return record(ownerId, { fileName, type, saved });
    },

    /** The picture, if of this kind (and uploaded by `ownerId` when given). */
    async open(
      id: string,
      ownerId?: string,
    ): Promise<{ contentType: string; size: number; stream: Readable }> {
      const row = await findAttachment(db, id);
      if (!row || row.ownerKind !== kind.ownerKind) throw notFound();
      if (ownerId !== undefined && row.ownerId !== ownerId) throw notFound();
      return { contentType: row.contentType, size: row.size, stream: storage.open(row.storageKey) };
    },
  };
}
export type PublicPictures = ReturnType<typeof publicPictures>;

/**
 * Answers a picture: cached for `maxAge` seconds at most (a signed link's life; 0: not kept), never sniffed
 * into anything else, nothing it could run.
 */
export function sendPublicImage(
  reply: FastifyReply,
  file: { contentType: string; size: number; stream: Readable },
  maxAge = 86_400,
) {
  const cache = maxAge > 0 ? `private, max-age=${Math.min(maxAge, 86_400)}, immutable` : 'private, no-store';
  void reply
    .header('content-type', file.contentType)
    .header('content-length', String(file.size))
    .header('cache-control', cache)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'");
  return reply.send(file.stream);
}
