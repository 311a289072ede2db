import type { Readable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import { CONTACT_AVATAR_MAX_BYTES, CONTACT_AVATAR_TYPES, type ContactAvatar } from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { newId, nowIso } from '../../db/values';
import { isAppError, notFound, payloadTooLarge } from '../../http/errors';
import { findAttachment, insertAttachment } from '../attachments/repository';
import { receiveFile } from '../attachments/service';
import type { FileStorage } from '../attachments/storage';

const OWNER_KIND = 'contact_avatar';
export const avatarUrl = (id: string) => `/api/contacts-app/avatars/${id}`;

/**
 * Contact pictures: checked like every upload (name, declared type, content sniffed, size), stored as an
 * attachment of the uploader, and served at an unguessable address so an `<img>` shows it without the
 * bearer token (the same trust as a secret link; only images of the allowed types are ever served).
 */
export function contactAvatars(db: Kysely<DB>, storage: FileStorage) {
  return {
    async upload(ownerId: string, file: MultipartFile | undefined): Promise<ContactAvatar> {
      let received: Awaited<ReturnType<typeof receiveFile>>;
      try {
        received = await receiveFile(storage, file, CONTACT_AVATAR_TYPES, 'contacts.avatarType');
      } catch (error) {
        // The shared check words the size limit of proposal attachments; an avatar's is smaller.
        if (isAppError(error) && error.code === 'PAYLOAD_TOO_LARGE')
          throw payloadTooLarge('contacts.avatarTooLarge', {
            params: { max: CONTACT_AVATAR_MAX_BYTES / 1024 / 1024 },
          });
        throw error;
      }
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
      return { url: avatarUrl(id) };
    },

    async open(id: string): Promise<{ contentType: string; size: number; stream: Readable }> {
      const row = await findAttachment(db, id);
      if (!row || row.ownerKind !== OWNER_KIND) throw notFound();
      return { contentType: row.contentType, size: row.size, stream: storage.open(row.storageKey) };
    },
  };
}
