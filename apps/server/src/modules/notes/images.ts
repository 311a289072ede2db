import { NOTE_IMAGE_MAX_BYTES, NOTE_IMAGE_TYPES } from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { publicPictures, type PictureKind, type PublicPictures } from '../attachments/public-images';
import type { FileStorage } from '../attachments/storage';

export const noteImageUrl = (id: string) => `/api/notes-app/images/${id}`;

/** Note pictures: a note is its owner's alone, so is its picture (a link signed for the owner only). */
export const NOTE_IMAGES: PictureKind = {
  ownerKind: 'note_image',
  url: noteImageUrl,
  audience: 'owner',
  types: NOTE_IMAGE_TYPES,
  maxBytes: NOTE_IMAGE_MAX_BYTES,
  typeMessage: 'notes.imageType',
  tooLargeMessage: 'notes.imageTooLarge',
};

export function noteImages(db: Kysely<DB>, storage: FileStorage) {
  return publicPictures(db, storage, NOTE_IMAGES);
}
export type NoteImages = PublicPictures;
