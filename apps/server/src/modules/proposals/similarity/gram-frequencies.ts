import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { bigramKey, decodeFingerprint } from './fingerprint';
import { fingerprintRun } from './repository';

/**
 * How common each bigram is among the stored proposals, estimated from a sample of their fingerprints
 * (0032), so 查重 can send the gram index a draft's rarest runs as probes: a rare run finds the few texts
 * that share it, where a common one (社区, 服务) returns any hundred of thousands and makes the index read long
 * posting lists — on PostgreSQL a bitmap scan reads every listed gram's whole list. One code path for both
 * databases: no extra table to keep on every save, no reliance on FTS5's vocabulary (which counts by reading
 * each term's whole list) or pg_stats (which only knows the ~1,000 most common).
 *
 * The sample is a run of consecutive proposal ids from a random starting id; ids are random UUIDs, so the run
 * is a uniform random sample, read from the primary key's index. Taken on the first check, refreshed in the
 * background when older than REFRESH_MS; an estimate a few minutes old only orders probes a little
 * differently, and every probe still answers exactly.
 */

/** Proposals sampled: a bigram in 1 % of them is counted ~40 times. */
export const SAMPLE = 4_000;
const REFRESH_MS = 10 * 60_000;
/** Fingerprints counted between two yields to the event loop (a sample's counting must not stall requests). */
const CHUNK = 500;

export interface GramFrequencies {
  /** How many sampled proposals hold the bigram (0: none did). */
  readonly count: (first: string, second: string) => number;
  /** Proposals sampled. */
  readonly sampled: number;
  /** Proposals stored (with fingerprints), estimated from the sample: what one sampled proposal stands for. */
  readonly stored: number;
}

interface Cached {
  frequencies: Promise<GramFrequencies>;
  /** The estimate once taken (frequencies resolved), for callers that do not wait. */
  ready?: GramFrequencies;
  takenAt: number;
  refreshing: boolean;
}

const cache = new WeakMap<Kysely<DB>, Cached>();

const pause = () => new Promise<void>((resolve) => setImmediate(resolve));

/** An id's first 48 bits as a number: where it lies among random UUIDs (0 … 2^48). */
const position = (id: string) => parseInt(id.slice(0, 8) + id.slice(9, 13), 16);
const SPAN = 2 ** 48;

/**
 * How many proposals there are, from how much of the id space the sample's run of ids covers: ids are
 * random UUIDs (newId), so SAMPLE consecutive ones span about SAMPLE / stored of it (±2 % at 4,000). No
 * count: `count(*)` took 150–360 ms at 1,000,000 proposals on PostgreSQL. A table smaller than the sample
 * is read whole (its size is the rows read, at most twice over when the run wrapped).
 */
export function storedFrom(
  start: string,
  first: readonly { proposalId: string }[],
  wrapped: readonly { proposalId: string }[],
) {
  const last = (wrapped.length > 0 ? wrapped : first).at(-1);
  if (first.length + wrapped.length < SAMPLE || !last) return first.length + wrapped.length;
  const from = position(start);
  const to = position(last.proposalId);
  const covered = wrapped.length > 0 ? SPAN - from + to : to - from;
  return Math.max(SAMPLE, Math.round((SAMPLE * SPAN) / Math.max(covered, 1)));
}

async function sample(db: Kysely<DB>): Promise<GramFrequencies> {
  const start = randomUUID();
  const first = await fingerprintRun(db, start, SAMPLE);
  // Started near the end of the ids: the rest from their beginning.
  const wrapped = first.length < SAMPLE ? await fingerprintRun(db, undefined, SAMPLE - first.length) : [];
  const rows = [...first, ...wrapped];
  const counts = new Map<number, number>();
  for (let start = 0; start < rows.length; start += CHUNK) {
    if (start > 0) await pause();
    for (const row of rows.slice(start, start + CHUNK))
      for (const key of decodeFingerprint(row.grams)) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return {
    count: (first, second) => counts.get(bigramKey(first, second)) ?? 0,
    sampled: rows.length,
    stored: storedFrom(start, first, wrapped),
  };
}

/** The current estimate for this database (the first call waits for the sample; later ones never do). */
export function gramFrequencies(db: Kysely<DB>, now = Date.now()): Promise<GramFrequencies> {
  const cached = cache.get(db);
  if (!cached) {
    const fresh: Cached = { frequencies: sample(db), takenAt: now, refreshing: false };
    cache.set(db, fresh);
    // A failed sample is not kept: the next check tries again.
    fresh.frequencies.then(
      (frequencies) => {
        fresh.ready = frequencies;
      },
      () => cache.delete(db),
    );
    return fresh.frequencies;
  }
  if (now - cached.takenAt > REFRESH_MS && !cached.refreshing) {
    cached.refreshing = true;
    sample(db)
      .then((frequencies) =>
        Object.assign(cached, {
          frequencies: Promise.resolve(frequencies),
          ready: frequencies,
          takenAt: now,
        }),
      )
      .catch(() => undefined)
      .finally(() => (cached.refreshing = false));
  }
  return cached.frequencies;
}

/**
 * The estimate if one is taken, without waiting (undefined while the first sample is read, which this
 * starts): for a caller with its own fallback, such as a list choosing how to page a search.
 */
export function gramFrequenciesIfReady(db: Kysely<DB>, now = Date.now()): GramFrequencies | undefined {
  gramFrequencies(db, now).catch(() => undefined);
  return cache.get(db)?.ready;
}
