// The plans of the list's queries as the server runs them: the real repository functions run against the
// benchmark database through a Kysely that records every compiled statement, then each statement is
// explained — PostgreSQL `explain analyze` (actual times), SQLite `explain query plan` (SQLite has no
// analyze form).
import { CompiledQuery } from 'kysely';
import { proposalListQuerySchema, type ProposalListQueryInput } from '@cppcc/contracts';
import type { Database } from '../../apps/server/src/db/database';
import { recording } from '../../apps/server/src/db/recording';
import type { Caller } from '../../apps/server/src/modules/auth/guard';
import { listProposals } from '../../apps/server/src/modules/proposals/list-repository';

/** Runs one list request's queries (the page with its total; SQLite searches count first) and prints each one's plan. */
export async function explainList(db: Database, caller: Caller, name: string, input: ProposalListQueryInput) {
  const recorder = recording(db);
  const recorded = recorder.kysely;
  const query = proposalListQuerySchema.parse(input);
  const listed = await listProposals(recorded, db.dialect, caller, query, undefined);
  console.log(`\n### ${name}: total ${listed.total}${listed.capped ? '+' : ''}`);
  for (const compiled of recorder.queries) {
    const prefix =
      db.dialect === 'postgres' ? 'explain (analyze, costs off, buffers off) ' : 'explain query plan ';
    const plan = await db.kysely.executeQuery<Record<string, unknown>>(
      CompiledQuery.raw(prefix + compiled.sql, [...compiled.parameters]),
    );
    console.log(`-- ${compiled.sql.replace(/\s+/g, ' ').slice(0, 160)}…`);
    for (const row of plan.rows)
      console.log(
        db.dialect === 'postgres'
          ? String(row['QUERY PLAN'])
          : `${String(row.id)}<-${String(row.parent)} ${String(row.detail)}`,
      );
  }
}
