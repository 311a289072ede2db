import { Readable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import { NOTE_IMAGE_MAX_BYTES, NOTE_IMAGE_TYPES, type NoteImage } from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { newId, nowIso } from '../../db/values';
import { isAppError, notFound, payloadTooLarge, unsupportedMediaType } from '../../http/errors';
import { findAttachment, insertAttachment } from '../attachments/repository';
import { allowedType, receiveFile } from '../attachments/service';
import { contentMatches } from '../attachments/sniff';
import type { FileStorage } from '../attachments/storage';

const OWNER_KIND = 'note_image';
export const noteImageUrl = (id: string) => `/api/notes-app/images/${id}`;

/**
 * Note pictures: checked like every upload (name, declared type, content sniffed, size), stored as an
 * attachment of the uploader, and served at an unguessable address so an `<img>` shows it without the
 * bearer token (as contact avatars are; only images of the allowed types are ever served).
 */
export function noteImages(db: Kysely<DB>, storage: FileStorage) {
  async function record(
    ownerId: string,
    received: { fileName: string; type: string; saved: { key: string; size: number } },
  ): Promise<NoteImage> {
    const id = newId();
    try {
      await insertAttachment(db, {
        id,
        ownerKind: OWNER_KIND,
        ownerId,
        fileName: received.fileName,
        contentType: received.type,
        size: received.saved.size,
        storageKey: received.saved.key,
        uploadedBy: ownerId,
        createdAt: nowIso(),
      });
    } catch (error) {
      await storage.remove(received.saved.key);
      throw error;
    }
    return { url: noteImageUrl(id) };
  }
  const tooLarge = () =>
    payloadTooLarge('notes.imageTooLarge', { params: { max: NOTE_IMAGE_MAX_BYTES / 1024 / 1024 } });

  return {
    async upload(ownerId: string, file: MultipartFile | undefined): Promise<NoteImage> {
      try {
        return await record(ownerId, await receiveFile(storage, file, NOTE_IMAGE_TYPES, 'notes.imageType'));
      } catch (error) {
        // The shared check words the size limit of proposal attachments; a picture's is smaller.
        if (isAppError(error) && error.code === 'PAYLOAD_TOO_LARGE') throw tooLarge();
        throw error;
      }
    },

    /** The same checks for a picture made in memory (the demo seed). */
    async store(ownerId: string, fileName: string, contentType: string, bytes: Buffer): Promise<NoteImage> {
      const type = allowedType(fileName, contentType, NOTE_IMAGE_TYPES);
      const extension = fileName.split('.').pop() ?? '';
      if (!type || !contentMatches(extension.toLowerCase(), bytes))
        throw unsupportedMediaType('notes.imageType');
      if (bytes.length > NOTE_IMAGE_MAX_BYTES) throw tooLarge();
      const saved = await storage.save(Readable.from([bytes]));
      return record(ownerId, { fileName, type, saved });
    },

    async open(id: string) {
      const row = await findAttachment(db, id);
      if (!row || row.ownerKind !== OWNER_KIND) throw notFound();
      return { contentType: row.contentType, size: row.size, stream: storage.open(row.storageKey) };
    },
  };
}
export type NoteImages = ReturnType<typeof noteImages>;
