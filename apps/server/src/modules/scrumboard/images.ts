import { PICTURE_MAX_BYTES, PICTURE_TYPES } from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { publicPictures, type PictureKind } from '../attachments/public-images';
import type { FileStorage } from '../attachments/storage';

export const cardImageUrl = (id: string) => `/api/scrumboard-app/images/${id}`;

/**
 * Pictures attached to cards (one may be the cover): the board's members see them, so the link is signed
 * for whoever the API shows the card to (only the board's members).
 */
export const CARD_IMAGES: PictureKind = {
  ownerKind: 'scrumboard_image',
  url: cardImageUrl,
  audience: 'shown',
  types: PICTURE_TYPES,
  maxBytes: PICTURE_MAX_BYTES,
  typeMessage: 'scrumboard.imageType',
  tooLargeMessage: 'scrumboard.imageTooLarge',
};

export function cardImages(db: Kysely<DB>, storage: FileStorage) {
  return publicPictures(db, storage, CARD_IMAGES);
}
export type CardImages = ReturnType<typeof cardImages>;
