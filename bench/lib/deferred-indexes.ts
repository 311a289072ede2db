// PostgreSQL bulk load: building an index once over all rows costs a fraction of maintaining it row by row
// (the GIN gram index above all: ~300 keys a proposal). The secondary indexes of the loaded tables are
// dropped and recreated from their own definitions (pg_indexes), and the kept counts' trigger (0026) is off
// during the load and its table recomputed after; proposals the load left without a fingerprint (0032) get one.
// The load's transactions run with `session_replication_role = replica` (the generator connects as a superuser to its own database): no
// foreign-key trigger per row — the generator writes consistent rows, ~8 a proposal with its events. SQLite: nothing to do (its load is not the bottleneck).
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../apps/server/src/db/database';
import { copySignerListState } from '../../apps/server/src/db/migrations/0043_signer_list_state';
import type { DB } from '../../apps/server/src/db/schema';

/** In each load transaction: no per-row triggers (foreign-key checks, the counts trigger). */
export async function bulkLoadMode(trx: Kysely<DB>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  if (dialect === 'postgres') await sql`set local session_replication_role = replica`.execute(trx);
}

const isGin = (index: { definition: string }) => /\busing gin\b/i.test(index.definition);

export async function deferIndexesOf(db: Database, tables: readonly string[]) {
  const k = db.kysely;
  if (db.dialect !== 'postgres') return { restore: () => Promise.resolve() };
  // Indexes backing a constraint (primary keys, unique constraints) stay.
  const { rows } = await sql<{ name: string; definition: string }>`
    select i.indexname as name, i.indexdef as definition from pg_indexes i
    where i.schemaname = current_schema() and i.tablename in (${sql.join(tables)})
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`.execute(k);
  for (const row of rows) await sql`drop index ${sql.id(row.name)}`.execute(k);
  await sql`alter table proposals disable trigger proposal_state_counts`.execute(k);
  return {
    async restore() {
      const started = Date.now();
      // The signatures' copies of their proposal's state and time (0043): their triggers were off too.
      // Before the indexes are built, so that the update does not maintain them row by row.
      await copySignerListState(k);
      const times: string[] = [];
      // Two connections take the indexes from one queue, the GIN ones first: a GIN build runs on one core
      // (PostgreSQL 15 has no parallel GIN build), so the gram index's minutes take one core while the
      // other core builds everything else.
      const queue = [...rows].sort((a, b) => Number(isGin(b)) - Number(isGin(a)));
      const lane = () =>
        k.connection().execute(async (connection) => {
          await sql`set maintenance_work_mem = '1GB'`.execute(connection);
          for (let row = queue.shift(); row; row = queue.shift()) {
            const one = Date.now();
            await sql.raw(row.definition).execute(connection);
            times.push(`${row.name} ${((Date.now() - one) / 1000).toFixed(1)} s`);
          }
        });
      await Promise.all([lane(), lane()]);
      await k.transaction().execute(async (trx) => {
        await sql`delete from proposal_state_counts`.execute(trx);
        await sql`insert into proposal_state_counts (session_id, state, n)
          select session_id, state, count(*) from proposals group by session_id, state`.execute(trx);
        await sql`alter table proposals enable trigger proposal_state_counts`.execute(trx);
      });
      // 查重's fingerprints (0032): their trigger did not fire under `replica` either. The generator writes
      // them with its rows (bench/lib/fingerprints.ts); any proposal still without one gets it here — the
      // anti-join runs the function only for those (over every row it took minutes at 1,000,000).
      const fingerprints = Date.now();
      await sql`insert into proposal_fingerprints (proposal_id, grams)
        select p.id, proposal_fingerprint(p.title, p.analysis, p.suggestions) from proposals p
        where not exists (select 1 from proposal_fingerprints f where f.proposal_id = p.id)`.execute(k);
      times.push(`proposal_fingerprints ${((Date.now() - fingerprints) / 1000).toFixed(1)} s`);
      console.log(
        `\nIndexes (${rows.length}) and kept counts rebuilt in ${((Date.now() - started) / 1000).toFixed(1)} s: ${times.join(', ')}`,
      );
    },
  };
}
