import { z } from 'zod';

export const IMAGE_URL_MAX_LENGTH = 500;

/** A picture a user uploads to show in an app (a contact's avatar, a note's image): its size limit. */
export const PICTURE_MAX_BYTES = 2 * 1024 * 1024;
/** The image types such a picture may have, by extension (content-sniffed on the server). */
export const PICTURE_TYPES: Readonly<Record<string, readonly string[]>> = {
  png: ['image/png'],
  jpg: ['image/jpeg'],
  jpeg: ['image/jpeg'],
  gif: ['image/gif'],
  webp: ['image/webp'],
};

/**
 * Whether a user-given picture address (avatar, photoURL) is safe to put into `src`/`href`: an http(s) URL
 * or a path on this site. Anything else — `javascript:`, `data:` (the upload routes make files), protocol-
 * relative `//host` — is refused, because the address is shown to other people.
 */
export function isSafeImageUrl(value: string): boolean {
  // Control characters and backslashes are what URL parsers quietly drop or turn into slashes.
  if (/[\s\p{Cc}\\]/u.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  return /^https?:\/\/[^/?#]+/i.test(value);
}

export const imageUrlSchema = z
  .string()
  .trim()
  .max(IMAGE_URL_MAX_LENGTH, { error: 'validation.tooLong' })
  .refine(isSafeImageUrl, { error: 'validation.imageUrl' });
