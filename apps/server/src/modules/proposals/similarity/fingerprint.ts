import { isStopBigram, wordChars } from './grams';

/**
 * A proposal's stored fingerprint for 查重 (migration 0032): its distinct character bigrams (letters and
 * digits, lower-cased, boilerplate bigrams left out — exactly the set bigramSet() builds) as sorted 32-bit
 * integers. Scoring a candidate is then one merge of two sorted integer arrays instead of re-reading and
 * re-tokenising its whole text.
 *
 * A bigram's integer is its two UTF-16 code units side by side (high << 16 | low): exact for every
 * character of the Basic Multilingual Plane, which holds all common Chinese; a character outside it
 * (rare ideographs, emoji) is folded to 16 bits and may share its integer with another — a bigram
 * counted as shared now and then, never a crash or a missed duplicate.
 *
 * Stored as big-endian bytes (SQLite blob, PostgreSQL bytea): PostgreSQL's int4send() writes that order,
 * so both databases hold the same bytes for the same text.
 */

const unit = (char: string) => (char.codePointAt(0)! ^ (char.codePointAt(0)! >>> 16)) & 0xffff;

/** A bigram's integer (its two characters' units side by side), as stored in fingerprints. */
export const bigramKey = (first: string, second: string) => (unit(first) << 16) | unit(second) | 0;

/** The sorted distinct bigram integers of a text (signed 32-bit, ascending). */
export function fingerprintOf(text: string): Int32Array {
  const chars = wordChars(text);
  const keys = new Set<number>();
  for (let i = 0; i + 1 < chars.length; i++) {
    if (isStopBigram(chars[i]! + chars[i + 1]!)) continue;
    keys.add(bigramKey(chars[i]!, chars[i + 1]!));
  }
  return Int32Array.from(keys).sort();
}

/** The text a proposal's fingerprint is taken from: title and both content parts. */
export const fingerprintText = (title: string, analysis: string, suggestions: string) =>
  `${title}\n${analysis}\n${suggestions}`;

export function encodeFingerprint(keys: Int32Array): Buffer {
  const bytes = Buffer.alloc(keys.length * 4);
  keys.forEach((key, index) => bytes.writeInt32BE(key, index * 4));
  return bytes;
}

/** This machine stores integers little-endian (every platform Node runs on here): the bytes need swapping. */
const LITTLE_ENDIAN = new Uint8Array(Int32Array.of(1).buffer)[0] === 1;

/**
 * The stored bytes as integers: copied into a fresh array and byte-swapped in place by Buffer's native
 * swap32 — a candidate statement returns ~260 fingerprints per keystroke, and reading them four bytes at a
 * time through a DataView was a visible share of the check's main-thread time.
 */
export function decodeFingerprint(bytes: Uint8Array): Int32Array {
  const keys = new Int32Array(bytes.byteLength >>> 2);
  new Uint8Array(keys.buffer).set(bytes.subarray(0, keys.length * 4));
  if (LITTLE_ENDIAN) Buffer.from(keys.buffer).swap32();
  return keys;
}

/** How many integers two sorted fingerprints share: one merge pass. */
export function sharedCount(a: Int32Array, b: Int32Array): number {
  let i = 0;
  let j = 0;
  let shared = 0;
  while (i < a.length && j < b.length) {
    if (a[i]! < b[j]!) i++;
    else if (a[i]! > b[j]!) j++;
    else {
      shared++;
      i++;
      j++;
    }
  }
  return shared;
}

/** How alike two texts are: the overlap coefficient (0–100, what is shown) and the Jaccard index (0–1). */
export interface Score {
  overlap: number;
  jaccard: number;
}

/** The score of two fingerprints of `a` and `b` bigrams sharing `shared`. */
export function scoreOf(shared: number, a: number, b: number): Score {
  const smaller = Math.min(a, b);
  const union = a + b - shared;
  return {
    overlap: smaller === 0 ? 0 : Math.round((100 * shared) / smaller),
    jaccard: union === 0 ? 0 : shared / union,
  };
}

export const compareFingerprints = (a: Int32Array, b: Int32Array): Score =>
  scoreOf(sharedCount(a, b), a.length, b.length);

/** Closer first: overlap, then Jaccard (the closer size), then id, so equal scores come in a stable order. */
export const closerFirst = (a: { id: string } & Score, b: { id: string } & Score) =>
  b.overlap - a.overlap || b.jaccard - a.jaccard || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * The closest `count` items with some overlap, closest first, in one pass: a draft can share a bigram with
 * thousands of library clues, and sorting them all was ~0.4 ms of every keystroke's check.
 */
export function closest<T extends { id: string } & Score>(items: Iterable<T>, count: number): T[] {
  const best: T[] = [];
  if (count <= 0) return best;
  for (const item of items) {
    if (item.overlap <= 0) continue;
    if (best.length === count && closerFirst(item, best[count - 1]!) >= 0) continue;
    let at = Math.min(best.length, count - 1);
    best[at] = item;
    while (at > 0 && closerFirst(best[at]!, best[at - 1]!) < 0) {
      [best[at], best[at - 1]] = [best[at - 1]!, best[at]!];
      at--;
    }
  }
  return best;
}
