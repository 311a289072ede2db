import { NOTE_IMAGE_MAX_BYTES, NOTE_IMAGE_TYPES } from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { publicPictures, type PublicPictures } from '../attachments/public-images';
import type { FileStorage } from '../attachments/storage';

export const noteImageUrl = (id: string) => `/api/notes-app/images/${id}`;

/** Note pictures, served publicly at an unguessable address as contact avatars are (see publicPictures). */
export function noteImages(db: Kysely<DB>, storage: FileStorage) {
  return publicPictures(db, storage, {
    ownerKind: 'note_image',
    url: noteImageUrl,
    types: NOTE_IMAGE_TYPES,
    maxBytes: NOTE_IMAGE_MAX_BYTES,
    typeMessage: 'notes.imageType',
    tooLargeMessage: 'notes.imageTooLarge',
  });
}
export type NoteImages = PublicPictures;
