import { PICTURE_MAX_BYTES, PICTURE_TYPES } from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { publicPictures } from '../attachments/public-images';
import type { FileStorage } from '../attachments/storage';

export const cardImageUrl = (id: string) => `/api/scrumboard-app/images/${id}`;

/** Pictures attached to cards (one may be the cover), served publicly at an unguessable address. */
export function cardImages(db: Kysely<DB>, storage: FileStorage) {
  return publicPictures(db, storage, {
    ownerKind: 'scrumboard_image',
    url: cardImageUrl,
    types: PICTURE_TYPES,
    maxBytes: PICTURE_MAX_BYTES,
    typeMessage: 'scrumboard.imageType',
    tooLargeMessage: 'scrumboard.imageTooLarge',
  });
}
