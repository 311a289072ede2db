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
const SAMPLE = 4_000;
const REFRESH_MS = 10 * 60_000;
/** Fingerprints counted between two yields to the event loop (a sample's counting must not stall requests). */
const CHUNK = 500;

export interface GramFrequencies {
  /** How many sampled proposals hold the bigram (0: none did). */
  readonly count: (first: string, second: string) => number;
  /** Proposals sampled. */
  readonly sampled: number;
}

interface Cached {
  frequencies: Promise<GramFrequencies>;
  takenAt: number;
  refreshing: boolean;
}

const cache = new WeakMap<Kysely<DB>, Cached>();

const pause = () => new Promise<void>((resolve) => setImmediate(resolve));

async function sample(db: Kysely<DB>): Promise<GramFrequencies> {
  const rows = await fingerprintRun(db, randomUUID(), SAMPLE);
  // Started near the end of the ids: the rest from their beginning.
  if (rows.length < SAMPLE) rows.push(...(await fingerprintRun(db, undefined, SAMPLE - rows.length)));
  const counts = new Map<number, number>();
  for (let start = 0; start < rows.length; start += CHUNK) {
    if (start > 0) await pause();
    for (const row of rows.slice(start, start + CHUNK))
      for (const key of decodeFingerprint(row.grams)) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return {
    count: (first, second) => counts.get(bigramKey(first, second)) ?? 0,
    sampled: rows.length,
  };
}

/** The current estimate for this database (the first call waits for the sample; later ones never do). */
export function gramFrequencies(db: Kysely<DB>, now = Date.now()): Promise<GramFrequencies> {
  const cached = cache.get(db);
  if (!cached) {
    const fresh: Cached = { frequencies: sample(db), takenAt: now, refreshing: false };
    cache.set(db, fresh);
    // A failed sample is not kept: the next check tries again.
    fresh.frequencies.catch(() => cache.delete(db));
    return fresh.frequencies;
  }
  if (now - cached.takenAt > REFRESH_MS && !cached.refreshing) {
    cached.refreshing = true;
    sample(db)
      .then((frequencies) =>
        Object.assign(cached, { frequencies: Promise.resolve(frequencies), takenAt: now }),
      )
      .catch(() => undefined)
      .finally(() => (cached.refreshing = false));
  }
  return cached.frequencies;
}
