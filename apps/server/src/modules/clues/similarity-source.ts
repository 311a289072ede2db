import { CLUE_LIBRARY_READERS, CLUE_LIBRARY_STATES, hasAccess } from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { Caller } from '../auth/guard';
import { decodeFingerprint } from '../proposals/similarity/fingerprint';
import { libraryFingerprints, libraryTexts } from './pictures-repository';

/**
 * How many library clues a draft is compared with: the newest ones (a city's library holds hundreds to a
 * few thousand; comparing a fingerprint is a merge of two short integer arrays, ~µs each).
 */
const LIBRARY_CANDIDATES = 2_000;

/**
 * The clue library as a source of the editor's 查重 (issue 27 §3): for those who browse the library (members
 * and staff) its accepted and adopted clues, never one awaiting screening, merged or declined, and of each
 * only its title, texts and category — never the sender's name or phone.
 */
export function clueSimilaritySource(db: Kysely<DB>) {
  return {
    mayRead: (caller: Caller) => hasAccess(CLUE_LIBRARY_READERS, caller.roles),

    /** The fingerprints to compare: none for a caller who may not read the library. */
    async candidates(caller: Caller): Promise<{ id: string; grams: Int32Array }[]> {
      if (!hasAccess(CLUE_LIBRARY_READERS, caller.roles)) return [];
      const rows = await libraryFingerprints(db, CLUE_LIBRARY_STATES, LIBRARY_CANDIDATES);
      return rows.map((row) => ({ id: row.id, grams: decodeFingerprint(row.grams) }));
    },

    /** The texts of chosen library clues (checked again: still in the library). */
    async texts(caller: Caller, ids: readonly string[]) {
      if (!hasAccess(CLUE_LIBRARY_READERS, caller.roles)) return [];
      return libraryTexts(db, ids, CLUE_LIBRARY_STATES);
    },
  };
}
