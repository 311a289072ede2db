import type { MultipartFile } from '@fastify/multipart';
import { PRODUCT_IMAGE_MAX_BYTES, PRODUCT_IMAGE_TYPES, type ProductImage } from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { publicPictures } from '../attachments/public-images';
import type { FileStorage } from '../attachments/storage';

export const productImageUrl = (id: string) => `/api/e-commerce-app/images/${id}`;
const asImage = ({ id, url }: { id: string; url: string }): ProductImage => ({ id, url, type: 'image' });

/**
 * Product pictures: the shop's catalogue, uploaded by its editors and shown to every account — no one's
 * private data, so public at an unguessable address (no signed link).
 */
export function productImages(db: Kysely<DB>, storage: FileStorage) {
  const images = publicPictures(db, storage, {
    ownerKind: 'product_image',
    url: productImageUrl,
    audience: 'public',
    types: PRODUCT_IMAGE_TYPES,
    maxBytes: PRODUCT_IMAGE_MAX_BYTES,
    typeMessage: 'shop.imageType',
    tooLargeMessage: 'shop.imageTooLarge',
  });
  return {
    upload: async (uploaderId: string, file: MultipartFile | undefined) =>
      asImage(await images.upload(uploaderId, file)),
    store: async (uploaderId: string, fileName: string, contentType: string, bytes: Buffer) =>
      asImage(await images.store(uploaderId, fileName, contentType, bytes)),
    open: (id: string) => images.open(id),
  };
}
export type ProductImages = ReturnType<typeof productImages>;
