import { PROFILE_PICTURE_MAX_BYTES, PROFILE_PICTURE_TYPES } from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { publicPictures, type PictureKind } from '../attachments/public-images';
import type { FileStorage } from '../attachments/storage';

export const profilePictureUrl = (id: string) => `/api/profile/pictures/${id}`;

/**
 * A user's avatar and the profile's pictures: an avatar goes wherever its user's name does (chat, mail,
 * members), so the link is signed for whoever the API shows it to.
 */
export const PROFILE_PICTURES: PictureKind = {
  ownerKind: 'profile_picture',
  url: profilePictureUrl,
  audience: 'shown',
  types: PROFILE_PICTURE_TYPES,
  maxBytes: PROFILE_PICTURE_MAX_BYTES,
  typeMessage: 'profile.pictureType',
  tooLargeMessage: 'profile.pictureTooLarge',
};

export function profilePictures(db: Kysely<DB>, storage: FileStorage) {
  return publicPictures(db, storage, PROFILE_PICTURES);
}
export type ProfilePictures = ReturnType<typeof profilePictures>;
