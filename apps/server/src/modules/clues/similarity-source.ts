import { CLUE_LIBRARY_READERS, CLUE_LIBRARY_STATES, hasAccess } from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { Caller } from '../auth/guard';
import { closest, decodeFingerprint, scoreOf, type Score } from '../proposals/similarity/fingerprint';
import { libraryFingerprints, libraryStamp, libraryTexts } from './pictures-repository';

/**
 * How many library clues a draft is compared with: the newest ones (a city's library holds hundreds to a
 * few thousand).
 */
const LIBRARY_CANDIDATES = 2_000;

/**
 * The library's fingerprints as an inverted index (bigram → the clues holding it), kept in memory per
 * database and rebuilt when the library's stamp changes. Reading and decoding 2,000 fingerprints for every
 * keystroke's check cost more than the rest of the check; with the index a draft costs one stamp read and
 * one pass over the postings of its own bigrams.
 */
interface LibraryIndex {
  ids: string[];
  /** Each clue's bigram count, by its position in `ids`. */
  sizes: Int32Array;
  postings: Map<number, number[]>;
}

const kept = new WeakMap<Kysely<DB>, { stamp: string; index: Promise<LibraryIndex> }>();

async function buildIndex(db: Kysely<DB>): Promise<LibraryIndex> {
  const rows = await libraryFingerprints(db, CLUE_LIBRARY_STATES, LIBRARY_CANDIDATES);
  const postings = new Map<number, number[]>();
  const sizes = new Int32Array(rows.length);
  rows.forEach((row, position) => {
    const grams = decodeFingerprint(row.grams);
    sizes[position] = grams.length;
    for (const gram of grams) {
      const list = postings.get(gram);
      if (list) list.push(position);
      else postings.set(gram, [position]);
    }
  });
  return { ids: rows.map((row) => row.id), sizes, postings };
}

/** The kept index if the library has not changed since; else a new one (checks at the same time share it). */
async function libraryIndex(db: Kysely<DB>): Promise<LibraryIndex> {
  const stamp = await libraryStamp(db);
  const current = kept.get(db);
  if (current?.stamp === stamp) return current.index;
  const index = buildIndex(db);
  kept.set(db, { stamp, index });
  // A failed read is not kept: the next check reads again.
  index.catch(() => kept.get(db)?.index === index && kept.delete(db));
  return index;
}

/**
 * The clue library as a source of the editor's 查重 (issue 27 §3): for those who browse the library (members
 * and staff) its accepted and adopted clues, never one awaiting screening, merged or declined, and of each
 * only its title, texts and category — never the sender's name or phone.
 */
export function clueSimilaritySource(db: Kysely<DB>) {
  return {
    mayRead: (caller: Caller) => hasAccess(CLUE_LIBRARY_READERS, caller.roles),

    /**
     * The library clues closest to the draft's fingerprint (at most `limit`, closest first, as the proposals'
     * `closest`), scored; none for a caller who may not read the library.
     */
    async scored(caller: Caller, draft: Int32Array, limit = Infinity): Promise<({ id: string } & Score)[]> {
      if (!hasAccess(CLUE_LIBRARY_READERS, caller.roles)) return [];
      const index = await libraryIndex(db);
      const shared = new Int32Array(index.ids.length);
      for (const gram of draft) for (const position of index.postings.get(gram) ?? []) shared[position]!++;
      // A draft shares a bigram with most of the library: scored as objects, all ~2,000 were a visible share
      // of the check's main thread. Overlaps are whole percents, so a count per percent tells the lowest
      // that can still be among the closest `limit`; only clues at or above it become items.
      const overlaps = new Int8Array(shared.length);
      const atOverlap = new Int32Array(101);
      for (let position = 0; position < shared.length; position++)
        if (shared[position]! > 0) {
          overlaps[position] = scoreOf(shared[position]!, draft.length, index.sizes[position]!).overlap;
          atOverlap[overlaps[position]!]!++;
        }
      let lowest = 100;
      for (let above = atOverlap[100]!; lowest > 1 && above < limit;) above += atOverlap[--lowest]!;
      const items: ({ id: string } & Score)[] = [];
      for (let position = 0; position < shared.length; position++)
        if (shared[position]! > 0 && overlaps[position]! >= lowest)
          items.push({
            id: index.ids[position]!,
            ...scoreOf(shared[position]!, draft.length, index.sizes[position]!),
          });
      return closest(items, limit);
    },

    /** The texts of chosen library clues (checked again: still in the library). */
    async texts(caller: Caller, ids: readonly string[]) {
      if (!hasAccess(CLUE_LIBRARY_READERS, caller.roles)) return [];
      return libraryTexts(db, ids, CLUE_LIBRARY_STATES);
    },
  };
}
