import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../http/errors';
import { sendPublicImage, type PublicPictures } from './public-images';

/**
 * Signed picture links (issue 32). An `<img>` sends no bearer token, so the API, when it presents a
 * picture's address to someone allowed to see it, adds `?exp=…&sig=…`: an HMAC over the kind, the file id
 * and the expiry, keyed by a secret derived from JWT_SECRET. The picture route serves a valid link, or the
 * uploader's own session; anything else is 404, as for a picture that is not there (the route is public:
 * a refusal tells nothing). Addresses are stored without the query (signed-pictures.ts).
 */

/** Links end at a window's end plus one window: valid 4 to 8 hours, the same link all along a window
 * (so the browser's cache keeps serving it), long enough for a page left open for a working morning. */
const WINDOW_SECONDS = 4 * 60 * 60;
const SIGNATURE = /\?exp=\d+&sig=[A-Za-z0-9_-]+$/;

export const pictureLinkQuerySchema = z.object({
  exp: z.string().max(20).optional(),
  sig: z.string().max(100).optional(),
});
export type PictureLinkQuery = z.infer<typeof pictureLinkQuerySchema>;

const keys = new Map<string, Buffer>();
/** The signing key: its own, derived from JWT_SECRET, so a link's signature never signs anything else. */
function keyOf(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = createHmac('sha256', secret).update('cppcc picture links v1').digest();
    keys.set(secret, key);
  }
  return key;
}

function signature(secret: string, ownerKind: string, id: string, expires: number): string {
  return createHmac('sha256', keyOf(secret)).update(`${ownerKind}\n${id}\n${expires}`).digest('base64url');
}

/** `path?exp=…&sig=…` for the picture `id` at `path` (its address without a query). */
export function signPicturePath(
  secret: string,
  ownerKind: string,
  id: string,
  path: string,
  nowMs = Date.now(),
): string {
  const expires = (Math.floor(nowMs / 1000 / WINDOW_SECONDS) + 2) * WINDOW_SECONDS;
  return `${path}?exp=${expires}&sig=${signature(secret, ownerKind, id, expires)}`;
}

/** The seconds a link has left, or undefined when it is missing, forged or expired. */
export function signedLinkLife(
  secret: string,
  ownerKind: string,
  id: string,
  query: PictureLinkQuery,
  nowMs = Date.now(),
): number | undefined {
  const { exp, sig } = query;
  if (exp === undefined || sig === undefined || !/^\d{1,12}$/.test(exp)) return undefined;
  const left = Number(exp) - Math.floor(nowMs / 1000);
  if (left <= 0) return undefined;
  const expected = Buffer.from(signature(secret, ownerKind, id, Number(exp)));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected) ? left : undefined;
}

/** A stored address is never a signed one: the API signs it anew each time it presents it. */
export function withoutSignature(value: string): string {
  return value.replace(SIGNATURE, '');
}

/**
 * Answers a picture of a signed kind: for a valid link, or to its uploader's own session (an API client
 * sending its token). No link, a forged or an expired one → 404, whether or not the picture exists.
 */
export async function sendSignedPicture(
  request: FastifyRequest<{ Params: { id: string }; Querystring: PictureLinkQuery }>,
  reply: FastifyReply,
  secret: string,
  pictures: PublicPictures,
) {
  const { id } = request.params;
  const life = signedLinkLife(secret, pictures.ownerKind, id, request.query);
  if (life !== undefined) return sendPublicImage(reply, await pictures.open(id), life);
  const viewer = request.user?.user.id;
  if (viewer === undefined) throw notFound();
  return sendPublicImage(reply, await pictures.open(id, viewer), 0);
}
