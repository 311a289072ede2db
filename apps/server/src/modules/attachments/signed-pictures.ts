import type { FastifyInstance, preSerializationAsyncHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { CONTACT_AVATARS } from '../contacts/avatars';
import { NOTE_IMAGES } from '../notes/images';
import { PROFILE_PICTURES } from '../profile/pictures';
import { CARD_IMAGES } from '../scrumboard/images';
import { answersMayHoldPictures } from './picture-free';
import { pictureOwners } from './picture-owners-repository';
import { signPicturePath, withoutSignature } from './picture-links';
import type { PictureKind } from './public-images';

/** Every picture kind whose address the API signs (product pictures are public). */
const SIGNED_KINDS: readonly PictureKind[] = [NOTE_IMAGES, CONTACT_AVATARS, CARD_IMAGES, PROFILE_PICTURES];
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Deeper than any answer or valid body: a hostile body's nesting is left to validation, not to the stack. */
const MAX_DEPTH = 24;

interface Found {
  kind: PictureKind;
  id: string;
  /** The address without a query. */
  path: string;
}

/** A picture address of a signed kind (signed or not), or undefined for any other string. */
function pictureOf(value: string): Found | undefined {
  if (!value.startsWith('/api/')) return undefined;
  const path = withoutSignature(value);
  for (const kind of SIGNED_KINDS) {
    const prefix = kind.url('');
    if (!path.startsWith(prefix)) continue;
    const id = path.slice(prefix.length);
    return ID.test(id) ? { kind, id, path } : undefined;
  }
  return undefined;
}

const isPlainObject = (value: object): value is Record<string, unknown> => {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/**
 * The picture addresses among the strings of a JSON-like value (plain objects and arrays), into `found`.
 * A plain recursion: every API answer is walked, and a list's (20 rows of ~20 fields) walked by nested
 * generators cost ~0.2 ms of the main thread at load, four times this (bench/RESULTS.md, issue 33 §2).
 */
function collectPictures(value: unknown, found: Map<string, Found>, depth = 0): void {
  if (typeof value === 'string') {
    // pictureOf first: it rejects most strings by their first characters, where a lookup hashes the whole text.
    const picture = pictureOf(value);
    if (picture) found.set(value, picture);
  } else if (depth >= MAX_DEPTH) return;
  else if (Array.isArray(value)) for (const item of value) collectPictures(item, found, depth + 1);
  else if (value !== null && typeof value === 'object' && isPlainObject(value))
    for (const item of Object.values(value)) collectPictures(item, found, depth + 1);
}

/** The value with strings mapped; unchanged parts stay the same objects (nothing shared is mutated). */
function mapStrings(value: unknown, map: (text: string) => string, depth = 0): unknown {
  if (typeof value === 'string') return map(value);
  if (depth >= MAX_DEPTH) return value;
  if (Array.isArray(value)) {
    const items = value.map((item: unknown) => mapStrings(item, map, depth + 1));
    return items.some((item, index) => item !== value[index]) ? items : value;
  }
  if (value !== null && typeof value === 'object' && isPlainObject(value)) {
    const entries = Object.entries(value).map(([key, item]): [string, unknown] => [
      key,
      mapStrings(item, map, depth + 1),
    ]);
    return entries.some(([key, item]) => item !== value[key]) ? Object.fromEntries(entries) : value;
  }
  return value;
}

/**
 * Picture addresses carry a signed, expiring query only on the wire (picture-links.ts):
 * - every JSON answer of the API signs each picture address in it for the caller — an `owner` kind only
 *   when the caller uploaded it (a private note's picture placed elsewhere is never signed for another),
 *   a `shown` kind for whoever the answer is for (the route decided they may see it); a route whose
 *   response schemas hold no free text, or only answers declared picture-free (picture-free.ts), is not walked;
 * - every JSON body has the query taken off before validation, so addresses are stored bare.
 */
export function registerPictureSigning(api: FastifyInstance, secret: string, db: Kysely<DB>): void {
  api.addHook('preValidation', (request, _reply, done) => {
    if (request.body !== null && typeof request.body === 'object')
      request.body = mapStrings(request.body, (text) => (pictureOf(text) ? withoutSignature(text) : text));
    done();
  });

  const sign: preSerializationAsyncHookHandler = async (request, _reply, payload: unknown) => {
    const found = new Map<string, Found>();
    collectPictures(payload, found);
    if (found.size === 0) return payload;
    const rows = await pictureOwners(db, [...new Set([...found.values()].map((picture) => picture.id))]);
    const viewer = request.user?.user.id;
    const now = Date.now();
    return mapStrings(payload, (text) => {
      const picture = found.get(text);
      const row = picture && rows.get(picture.id);
      if (!picture || !row || row.ownerKind !== picture.kind.ownerKind) return text;
      if (picture.kind.audience === 'owner' && row.ownerId !== viewer) return picture.path;
      return signPicturePath(secret, picture.kind.ownerKind, picture.id, picture.path, now);
    });
  };
  // Only on the routes whose answers can hold an address, decided once from their response schemas.
  api.addHook('onRoute', (route) => {
    if (!answersMayHoldPictures(route.schema?.response)) return;
    const own = route.preSerialization;
    route.preSerialization = own === undefined ? [sign] : [...(Array.isArray(own) ? own : [own]), sign];
  });
}
