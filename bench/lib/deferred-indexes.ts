// PostgreSQL bulk load: building an index once over all rows costs a fraction of maintaining it row by row
// (the GIN gram index above all: ~300 keys a proposal). The secondary indexes of the loaded tables are
// dropped and recreated from their own definitions (pg_indexes), and the kept counts' triggers (0026, 0047's
// update one) are off during the load and their tables recomputed after; proposals the load left without a fingerprint (0032) get one.
// The load's transactions run with `session_replication_role = replica` (the generator connects as a superuser to its own database): no
// foreign-key trigger per row — the generator writes consistent rows, ~8 a proposal with its events. SQLite: nothing to do (its load is not the bottleneck).
// A table's indexes are built as soon as that table is loaded (`build`), by at most `lanes` connections taking
// them from one queue: the generator loads `proposals` first and the gram index (the longest build, one core:
// PostgreSQL 15 has no parallel GIN build) runs while the other tables load.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../apps/server/src/db/database';
import { copySignerListState } from '../../apps/server/src/db/migrations/0043_signer_list_state';
import { recountSignerStates } from '../../apps/server/src/db/migrations/0047_signer_state_counts';
import type { DB } from '../../apps/server/src/db/schema';

/** In each load transaction: no per-row triggers (foreign-key checks, the counts trigger). */
export async function bulkLoadMode(trx: Kysely<DB>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  if (dialect === 'postgres') await sql`set local session_replication_role = replica`.execute(trx);
}

interface Index {
  name: string;
  table: string;
  definition: string;
}

/** Longest builds first: the gram GIN index, then the other GIN ones, then the rest. */
const cost = (index: Index) =>
  (/\busing gin\b/i.test(index.definition) ? 2 : 0) + (/proposal_grams/.test(index.definition) ? 1 : 0);

export interface DeferredIndexes {
  /** Queues the indexes of tables whose load is complete; returns once their lanes have started. */
  build(tables: readonly string[], lanes: number): Promise<void>;
  /** Waits for every build, then the kept counts and the fingerprints left. */
  finish(): Promise<void>;
}

export async function deferIndexesOf(db: Database, tables: readonly string[]): Promise<DeferredIndexes> {
  const k = db.kysely;
  if (db.dialect !== 'postgres') return { build: () => Promise.resolve(), finish: () => Promise.resolve() };
  // Indexes backing a constraint (primary keys, unique constraints) stay.
  const { rows } = await sql<Index>`
    select i.indexname as name, i.tablename as table, i.indexdef as definition from pg_indexes i
    where i.schemaname = current_schema() and i.tablename in (${sql.join(tables)})
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`.execute(k);
  for (const row of rows) await sql`drop index ${sql.id(row.name)}`.execute(k);
  await sql`alter table proposals disable trigger proposal_state_counts`.execute(k);
  // The signatures' kept counts (0047) are made once after the load, not by 0043's copy below.
  await sql`alter table proposal_signers disable trigger proposal_signer_counts_update`.execute(k);
  let started = 0;
  const queue: Index[] = [];
  const running: Promise<void>[] = [];
  let active = 0;
  const times: string[] = [];
  const since = (ms: number) => `${((Date.now() - ms) / 1000).toFixed(1)} s`;
  const lane = () => {
    active++;
    return k.connection().execute(async (connection) => {
      // The GIN build's accumulator flushes to the index each time it fills maintenance_work_mem.
      await sql`set maintenance_work_mem = '1GB'`.execute(connection);
      for (let index = queue.shift(); index; index = queue.shift()) {
        const one = Date.now();
        await sql.raw(index.definition).execute(connection);
        times.push(`${index.name} ${since(one)} (done at ${since(started)})`);
      }
      active--;
    });
  };
  return {
    async build(loaded, lanes) {
      // The signatures' copies of their proposal's state and time (0043): their triggers were off too.
      // Before the signatures' indexes are built, so that the update does not maintain them row by row.
      if (started === 0) started = Date.now();
      if (loaded.includes('proposal_signers')) await copySignerListState(k);
      queue.push(...rows.filter((row) => loaded.includes(row.table)));
      queue.sort((a, b) => cost(b) - cost(a));
      while (active < lanes && queue.length > 0) running.push(lane());
    },
    async finish() {
      // A lane may have started and finished between two `build`s: wait until none is left.
      while (running.length > 0) await running.shift();
      await k.transaction().execute(async (trx) => {
        await sql`delete from proposal_state_counts`.execute(trx);
        await sql`insert into proposal_state_counts (session_id, state, n)
          select session_id, state, count(*) from proposals group by session_id, state`.execute(trx);
        await sql`alter table proposals enable trigger proposal_state_counts`.execute(trx);
        await recountSignerStates(trx);
        await sql`alter table proposal_signers enable trigger proposal_signer_counts_update`.execute(trx);
      });
      // 查重's fingerprints (0032): their trigger did not fire under `replica` either. The generator writes
      // them with its rows (bench/lib/text-table.ts); any proposal still without one gets it here — the
      // anti-join runs the function only for those (over every row it took minutes at 1,000,000).
      const fingerprints = Date.now();
      await sql`insert into proposal_fingerprints (proposal_id, grams)
        select p.id, proposal_fingerprint(p.title, p.analysis, p.suggestions) from proposals p
        where not exists (select 1 from proposal_fingerprints f where f.proposal_id = p.id)`.execute(k);
      times.push(`proposal_fingerprints ${since(fingerprints)}`);
      console.log(
        `\nIndexes (${rows.length}) and kept counts rebuilt, ${since(started)} after the first build: ${times.join(', ')}`,
      );
    },
  };
}
