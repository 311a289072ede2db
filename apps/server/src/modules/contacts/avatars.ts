import { CONTACT_AVATAR_MAX_BYTES, CONTACT_AVATAR_TYPES } from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { publicPictures } from '../attachments/public-images';
import type { FileStorage } from '../attachments/storage';

export const avatarUrl = (id: string) => `/api/contacts-app/avatars/${id}`;

/** Contact pictures, served publicly at an unguessable address (see publicPictures). */
export function contactAvatars(db: Kysely<DB>, storage: FileStorage) {
  return publicPictures(db, storage, {
    ownerKind: 'contact_avatar',
    url: avatarUrl,
    types: CONTACT_AVATAR_TYPES,
    maxBytes: CONTACT_AVATAR_MAX_BYTES,
    typeMessage: 'contacts.avatarType',
    tooLargeMessage: 'contacts.avatarTooLarge',
  });
}
