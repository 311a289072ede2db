import { PROFILE_PICTURE_MAX_BYTES, PROFILE_PICTURE_TYPES } from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { publicPictures } from '../attachments/public-images';
import type { FileStorage } from '../attachments/storage';

export const profilePictureUrl = (id: string) => `/api/profile/pictures/${id}`;

/** A user's avatar and the profile's pictures, served publicly at an unguessable address (publicPictures). */
export function profilePictures(db: Kysely<DB>, storage: FileStorage) {
  return publicPictures(db, storage, {
    ownerKind: 'profile_picture',
    url: profilePictureUrl,
    types: PROFILE_PICTURE_TYPES,
    maxBytes: PROFILE_PICTURE_MAX_BYTES,
    typeMessage: 'profile.pictureType',
    tooLargeMessage: 'profile.pictureTooLarge',
  });
}
export type ProfilePictures = ReturnType<typeof profilePictures>;
