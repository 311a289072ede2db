import { CONTACT_AVATAR_MAX_BYTES, CONTACT_AVATAR_TYPES } from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { publicPictures, type PictureKind } from '../attachments/public-images';
import type { FileStorage } from '../attachments/storage';

export const avatarUrl = (id: string) => `/api/contacts-app/avatars/${id}`;

/** Contact pictures: each user's contacts are their own, so are the pictures (signed for the owner only). */
export const CONTACT_AVATARS: PictureKind = {
  ownerKind: 'contact_avatar',
  url: avatarUrl,
  audience: 'owner',
  types: CONTACT_AVATAR_TYPES,
  maxBytes: CONTACT_AVATAR_MAX_BYTES,
  typeMessage: 'contacts.avatarType',
  tooLargeMessage: 'contacts.avatarTooLarge',
};

export function contactAvatars(db: Kysely<DB>, storage: FileStorage) {
  return publicPictures(db, storage, CONTACT_AVATARS);
}
export type ContactAvatars = ReturnType<typeof contactAvatars>;
