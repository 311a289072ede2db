// PostgreSQL's second pass written by PostgreSQL itself: the ~7.6 rows a proposal beside it (signers, tasks,
// replies, evaluations, events) are `insert … select` statements over the proposals already loaded, so Node
// sends nothing per row (before: every row built in Node, sent as JSON and parsed again, 1,273 s of the
// 1,000,000 run). The rows are the ones event-rows.ts and handling-rows.ts build for SQLite — the same
// choices from the proposal's number `n` (kept in the scratch table `bench_ids`), its state, kind, proposer
// and times; only the UUIDs differ (gen_random_uuid). The lists those files pick from (steps, reply
// classes, satisfaction) are passed in from them, so each rule stays in one place.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../apps/server/src/db/schema';
import { bulkLoadMode } from './deferred-indexes';
import { EVENT_PATHS } from './event-rows';
import { REPLY_CLASSES, SATISFACTION_RESULTS } from './handling-rows';

/** A day in ms, as bigint (a day count × it overflows int4). */
const DAY = sql.raw('86400000::bigint');

/** The proposals' numbers, and `bench_iso(ms)`: a time as the generator's `toISOString()` writes it. */
export async function createIdTable(db: Kysely<DB>): Promise<void> {
  await sql`drop table if exists bench_ids`.execute(db);
  await sql`create unlogged table bench_ids (n int primary key, id text not null)`.execute(db);
  await sql`create or replace function bench_iso(ms bigint) returns text language sql immutable as
    $$ select to_char(timestamp '1970-01-01' + ms * interval '1 millisecond', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') $$`.execute(
    db,
  );
}

export async function dropIdTable(db: Kysely<DB>): Promise<void> {
  await sql`drop table if exists bench_ids`.execute(db);
  await sql`drop function if exists bench_iso(bigint)`.execute(db);
}

/** Records the numbers of a batch's proposals (`ids[i]` is proposal `start + i`). */
export async function insertIds(db: Kysely<DB>, start: number, ids: readonly string[]): Promise<void> {
  const ns = ids.map((_, i) => start + i);
  await sql`insert into bench_ids (n, id) select * from unnest(${ns}::int[], ${ids}::text[])`.execute(db);
}

export interface RestContext {
  /** The generation's `now` (ms): the times are spread back from it as in the Node pass. */
  now: number;
  staffId: string;
  /** memberIds as the generator keeps them: the demo member first, then the 400 generated ones. */
  memberIds: readonly string[];
  /** The units ordered by name. */
  unitIds: readonly string[];
}

/** The second pass over proposals 0 … count − 1, by ranges of `n` on two connections (the gram build holds a third). */
export async function writeRestInSql(db: Kysely<DB>, context: RestContext, count: number): Promise<void> {
  const started = Date.now();
  const range = 50_000;
  let next = 0;
  let done = 0;
  const lane = async () => {
    for (let from = next; from < count; from = next) {
      next += range;
      await db.transaction().execute(async (trx) => {
        await bulkLoadMode(trx, 'postgres');
        await insertRestInSql(trx, context, from, Math.min(count, from + range));
      });
      done += Math.min(count, from + range) - from;
      process.stdout.write(`\rrest (in SQL): ${done} / ${count}`);
    }
  };
  await Promise.all([lane(), lane()]);
  console.log(` in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Writes signers, tasks, replies, evaluations and events of the proposals numbered [from, to). */
async function insertRestInSql(db: Kysely<DB>, c: RestContext, from: number, to: number): Promise<void> {
  const paths = JSON.stringify(
    Object.entries(EVENT_PATHS).flatMap(([state, steps]) =>
      steps.map(([action, toState, actor], i) => ({
        state,
        i,
        steps: steps.length,
        action,
        from_state: i === 0 ? null : steps[i - 1]![1],
        to_state: toState,
        actor,
      })),
    ),
  );
  // One row per proposal with what the rules read; times as epoch ms (the column text parses exactly).
  const base = sql`base as materialized (
    select b.n::bigint as n, p.id, p.state, p.kind, p.first_proposer_id as proposer,
      (extract(epoch from p.created_at::timestamp) * 1000)::bigint as created,
      (extract(epoch from p.updated_at::timestamp) * 1000)::bigint as updated
    from bench_ids b join proposals p on p.id = b.id where b.n >= ${from} and b.n < ${to})`;
  const members = sql`${c.memberIds}::text[]`;
  const units = sql`${c.unitIds}::text[]`;
  const unitCount = c.unitIds.length;
  await sql`with ${base},
    -- The signers in the order handling-rows sees them (s = their position): the first proposer, then a
    -- joint proposal's two co-signers and, for 1 in 100 joint ones, the demo member — each once.
    co as (select base.*, (${members})[2 + (n * 7) % 400] as c1, (${members})[2 + (n * 11) % 400] as c2,
      (${members})[1] as demo from base),
    listed as (
      select co.*, x.ord, x.user_id from co cross join lateral (
        select 0 as ord, co.proposer as user_id
        union all select 1, co.c1 where co.kind = 'joint' and co.c1 <> co.proposer
        union all select 2, co.c2 where co.kind = 'joint' and co.c2 <> co.proposer and co.c2 <> co.c1
        union all select 3, co.demo where co.kind = 'joint' and co.n % 500 = 1
          and co.demo not in (co.proposer, co.c1, co.c2)) x),
    sig as materialized (
      select listed.*, (row_number() over (partition by listed.id order by listed.ord) - 1)::int as s from listed),
    signers as (insert into proposal_signers (proposal_id, user_id, is_first, state, invited_at, answered_at)
      select id, user_id, case when ord = 0 then 1 else 0 end,
        case when ord > 0 and state = 'cosigning' then 'invited' else 'accepted' end, bench_iso(created),
        case when ord = 0 then bench_iso(created) when state = 'cosigning' then null
          else bench_iso(created + 600000) end
      from sig),
    h0 as (select base.*, state in ('replied', 'closed', 'rehandling') as answered,
        case when n % 20 = 3 then 'separate' when n % 10 = 1 then 'joint' else 'single' end as mode,
        (${units})[1 + (n * 7 + 1) % ${unitCount}] as u0, (${units})[1 + (n * 11 + 4) % ${unitCount}] as u1a,
        (${units})[1 + (n * 11 + 5) % ${unitCount}] as u1b
      from base where state in ('assigned', 'handling', 'replied', 'rehandling', 'closed')),
    h1 as (select h0.*, least(created + ${DAY} + 7 * ${DAY},
        ${c.now}::bigint - (case when answered then 110 else 20 end) * ${DAY}) as assigned from h0),
    h2 as (select h1.*, case when answered then assigned + 90 * ${DAY}
        else ${c.now}::bigint + (case when n % 7 = 0 then -10 else 30 end) * ${DAY} end as due from h1),
    h as (select h2.*, due - (case when n % 10 = 9 then -12 else 20 end) * ${DAY} as replied_ms from h2),
    t0 as (select h.*, r.i, case h.mode when 'single' then 'lead' when 'joint' then (case r.i when 0 then 'lead'
          else 'co' end) else 'separate' end as role,
        case when r.i = 0 then h.u0 when h.u1a = h.u0 then h.u1b else h.u1a end as unit_id
      from h cross join (values (0), (1)) r(i) where r.i = 0 or h.mode <> 'single'),
    t1 as (select t0.*, case when state = 'assigned' then 'new'
          when state = 'handling' then (case when role <> 'co' and n % 6 = 0 then 'pending_review' else 'accepted' end)
          when role <> 'co' then 'replied' else 'opinion_sent' end as task_state from t0),
    t as materialized (select t1.*, gen_random_uuid()::text as task_id, gen_random_uuid()::text as reply_id,
        task_state <> 'new' as signed, task_state in ('replied', 'opinion_sent') as done from t1),
    tasks as (insert into tasks (id, proposal_id, unit_id, role, state, due_date, round, version, signed_at,
        replied_at, created_at, updated_at)
      select task_id, id, unit_id, role, task_state, bench_iso(due), 1,
        1 + case when done then 4 when signed then 1 else 0 end,
        case when signed then bench_iso(assigned + 2 * ${DAY}) end, case when done then bench_iso(replied_ms) end,
        bench_iso(assigned),
        bench_iso(case when done then replied_ms when signed then assigned + 2 * ${DAY} else assigned end)
      from t
      -- Rehandling: the second round's task for the first task's unit, after the unsatisfied evaluation.
      union all
      select gen_random_uuid()::text, id, unit_id, role, 'accepted', bench_iso(${c.now}::bigint + 60 * ${DAY}), 2, 2,
        bench_iso(${c.now}::bigint - 5 * ${DAY}), null, bench_iso(${c.now}::bigint - 10 * ${DAY}),
        bench_iso(${c.now}::bigint - 5 * ${DAY})
      from t where state = 'rehandling' and i = 0),
    answered as (select * from t where answered and role <> 'co'),
    replies as (insert into replies (id, task_id, proposal_id, round, doc_number, title, body, result_class,
        signing_leader, contact_person, contact_phone, publication, state, version, submitted_at, reviewed_at,
        reviewed_by, created_at, updated_at)
      select reply_id, task_id, id, 1,
        '办复〔' || extract(year from timestamp '1970-01-01' + replied_ms * interval '1 millisecond')::int || '〕'
          || (n % 900 + 1) || '号',
        '关于提案的答复', '收到提案后，我单位高度重视，经研究，所提建议已纳入工作计划。',
        (${REPLY_CLASSES}::text[])[1 + (n * 3 + i) % ${REPLY_CLASSES.length}], '张局长', '李科长', '0571-88880000',
        case when n % 4 = 0 then 'private' else 'full' end, 'approved', 3, bench_iso(replied_ms - 3 * ${DAY}),
        bench_iso(replied_ms), ${c.staffId}, bench_iso(replied_ms - 10 * ${DAY}), bench_iso(replied_ms)
      from answered),
    judged as (select a.reply_id, a.id, a.replied_ms, sig.user_id, case when a.state = 'rehandling' and sig.s = 0
          then 'unsatisfied' else (${SATISFACTION_RESULTS}::text[])[1 + (a.n * 13 + sig.s * 5 + a.i) % ${SATISFACTION_RESULTS.length}]
        end as result
      from answered a join sig on sig.id = a.id
      where a.state in ('closed', 'rehandling') or (a.state = 'replied' and a.n % 2 = 0))
    insert into evaluations (id, reply_id, proposal_id, signer_id, attitude, result, contacted, comment, created_at)
    select gen_random_uuid()::text, reply_id, id, user_id,
      case when result = 'unsatisfied' then 'basically_satisfied' else 'satisfied' end, result, 1,
      case when result = 'unsatisfied' then '建议落实不到位，希望进一步研究。' else '' end,
      bench_iso(replied_ms + 5 * ${DAY})
    from judged`.execute(db);
  // The steps that led to each state, spread evenly from its creation to its last update.
  await sql`with ${base},
    steps as (select * from json_to_recordset(${paths}::json) as x(state text, i int, steps int, action text,
      from_state text, to_state text, actor text))
    insert into proposal_events (id, proposal_id, actor_id, action, from_state, to_state, created_at)
    select gen_random_uuid()::text, base.id,
      case steps.actor when 'proposer' then base.proposer when 'staff' then ${c.staffId} end,
      steps.action, steps.from_state, steps.to_state,
      bench_iso(base.created + case when steps.steps > 1
        then round((base.updated - base.created)::numeric * steps.i / (steps.steps - 1))::bigint else 0 end)
    from base join steps on steps.state = base.state`.execute(db);
}
