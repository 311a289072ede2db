// Fills a benchmark database with N (default 100,000) realistic proposals, for bench/proposals.ts.
//   npm run bench:generate                                   SQLite file bench/out/cppcc.sqlite
//   BENCH_DATABASE_URL=postgres://…/bench_proposals npm run bench:generate
//   npm run bench:generate -- --count 20000 --reset          another size; --reset empties the database first
//
// First the real migrations and the real demo seed run (accounts, sessions, ~80 proposals written through
// the services). Then the bulk rows are written with multi-row INSERTs straight into the tables, following
// the storage conventions (apps/server/src/db/values.ts: UUID ids, ISO times, 0/1 booleans, JSON text).
// Why not the services: one proposal through the workflow is several transactions (create, submit,
// register… each with its event, to-dos and version checks) — hours for 100,000 rows on SQLite, and what we
// measure here is the read side (lists, counts, search), which only needs the rows to be shaped the way
// the services leave them: numbers unique per session for registered states, submission times for
// submitted ones, one accepted first signer, co-signers for joint proposals. Assigned and later proposals get
// their unit tasks, approved replies (A/B/C) and the signers' evaluations (bench/lib/handling-rows.ts), for
// the statistics benchmark; every proposal gets the events of the steps that led to its state
// (bench/lib/event-rows.ts). To-dos are not generated (no measured endpoint reads them).
// PostgreSQL: rows go in as one JSON parameter per table and batch (bench/lib/bulk-insert.ts), proposals with
// only their text's number (bench/lib/text-table.ts); the indexes (the gram and trigram GIN ones above all)
// and the kept counts' trigger are off during the load and built after it (bench/lib/deferred-indexes.ts) —
// 1,000,000 proposals in minutes instead of ~85. The proposals go in first, all of them, and their indexes
// are built while a second pass writes the other ~8 rows a proposal (signers, tasks, replies, evaluations,
// events): the gram index's one-core build no longer waits for the whole load. That second pass is
// PostgreSQL's own `insert … select` over the loaded proposals (bench/lib/rest-in-sql.ts): no row is sent.
//   BENCH_SQLITE_FILE=bench/out/other.sqlite                 another SQLite file (bench/statistics.ts uses one)
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { sql } from 'kysely';
import { demoAccount, REGISTERED_STATES, type ProposalState } from '@cppcc/contracts';
import { openDatabase } from '../apps/server/src/db/database';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { DEMO_PROPOSAL_TEXTS } from '../apps/server/src/seed/proposal-texts';
import { seedDemoData } from '../apps/server/src/seed';
import { BENCH_SQLITE_FILE_PATH } from './lib/proposals-data';
import { insertRows } from './lib/bulk-insert';
import { bulkLoadMode, deferIndexesOf } from './lib/deferred-indexes';
import { eventRows, type EventRow } from './lib/event-rows';
import { HANDLED, handlingRows, type EvaluationRow, type ReplyRow, type TaskRow } from './lib/handling-rows';
import { CLUE_MARKER, clueRows, LIBRARY_SIZE } from './lib/clue-rows';
import { GIVEN, PARTIES, SECTORS, SURNAMES } from './lib/bench-names';
import { createTextTable, dropTextTable, insertProposalsByText } from './lib/text-table';
import { createIdTable, dropIdTable, insertIds, writeRestInSql } from './lib/rest-in-sql';
import { TEXT_VARIANTS, variantOf } from './lib/text-variants';

const BENCH_SQLITE_FILE = BENCH_SQLITE_FILE_PATH;
/** Marker in contact_address of every generated row (how a second run recognises them). */
const MARKER = 'bench-generated';

const args = process.argv.slice(2);
const countArg = args.indexOf('--count');
const count = countArg >= 0 ? Number(args[countArg + 1]) : Number(process.env.BENCH_COUNT ?? 100_000);
const reset = args.includes('--reset');
const url = process.env.BENCH_DATABASE_URL ?? `sqlite:${BENCH_SQLITE_FILE}`;

if (reset && !process.env.BENCH_DATABASE_URL)
  for (const suffix of ['', '-wal', '-shm']) rmSync(BENCH_SQLITE_FILE + suffix, { force: true });
const db = openDatabase(url);
const k = db.kysely;

async function dropEverything(): Promise<void> {
  // PostgreSQL: the whole public schema (the benchmark database is its own); SQLite: the file is removed
  // before opening (below).
  if (db.dialect === 'postgres') await sql.raw('drop schema public cascade; create schema public').execute(k);
}

/** PostgreSQL: indexes and the counts trigger off during the load, built once at its end. */
function deferIndexes() {
  return deferIndexesOf(db, [
    'proposals',
    'proposal_signers',
    'tasks',
    'replies',
    'evaluations',
    'proposal_events',
  ]);
}

function pick<T>(list: readonly T[], n: number): T {
  return list[((n % list.length) + list.length) % list.length]!;
}

/** Weighted state mix of a realistic database: most proposals registered and handled, some in review. */
const STATE_WEIGHTS: [ProposalState, number][] = [
  ['draft', 3],
  ['cosigning', 1],
  ['submitted', 6],
  ['returned', 2],
  ['withdrawn', 1],
  ['registered', 12],
  ['not_registered', 6],
  ['merged', 3],
  ['assigned', 10],
  ['handling', 20],
  ['replied', 12],
  ['rehandling', 2],
  ['closed', 22],
];
const STATE_TABLE = STATE_WEIGHTS.flatMap(([state, weight]) => Array<ProposalState>(weight).fill(state));
const NUMBERED: readonly ProposalState[] = REGISTERED_STATES;
/** What Node writes: everything (SQLite), or PostgreSQL's proposals (the rest is written in SQL after). */
type Part = 'all' | 'proposals';
async function generate(): Promise<void> {
  const started = Date.now();
  const now = new Date().toISOString();
  const demoMember = await k
    .selectFrom('users')
    .select('id')
    .where('email', '=', demoAccount('member').email)
    .executeTakeFirstOrThrow();
  const staff = await k
    .selectFrom('users')
    .select('id')
    .where('email', '=', demoAccount('staff').email)
    .executeTakeFirstOrThrow();
  const unitIds = (await k.selectFrom('units').select('id').orderBy('name').execute()).map((unit) => unit.id);

  // Members: 400 generated (no password: they only own rows) plus the demo member.
  const memberIds: string[] = [demoMember.id];
  const users = Array.from({ length: 400 }, (_, i) => {
    const id = randomUUID();
    memberIds.push(id);
    return {
      id,
      phone: null,
      email: `bench-member-${i}@cppcc.bench`,
      displayName: `委员 ${pick([...SURNAMES], i)}${pick(GIVEN, i * 7 + 3)}`,
      photoUrl: null,
      passwordHash: null,
      roles: '["members"]',
      unitId: null,
      memberProfile: JSON.stringify({
        sector: pick(SECTORS, i),
        party: pick(PARTIES, i * 3),
        committee: '提案委员会',
      }),
      source: 'api',
      settings: '{}',
      shortcuts: '[]',
      disabled: 0 as const,
      createdAt: now,
      updatedAt: now,
    };
  });
  for (let i = 0; i < users.length; i += 200)
    await k
      .insertInto('users')
      .values(users.slice(i, i + 200))
      .execute();

  // Sessions: the seed's (current and previous) plus three earlier ones, so the current session holds a
  // realistic share (~40%) of all proposals.
  const seeded = await k.selectFrom('sessions').selectAll().orderBy('year', 'desc').execute();
  const current = seeded.find((session) => session.isCurrent === 1) ?? seeded[0]!;
  const minTerm = Math.min(...seeded.map((session) => session.term));
  const older = [1, 2, 3].map((meeting) => ({
    id: randomUUID(),
    term: minTerm - 1,
    meeting,
    year: current.year - 6 + meeting,
    name: `第${minTerm - 1}届委员会第${['一', '二', '三'][meeting - 1]}次会议（基准数据）`,
    submissionOpensAt: null,
    submissionClosesAt: null,
    plenaryStartsAt: null,
    plenaryEndsAt: null,
    isCurrent: 0 as const,
    nextNumber: 1,
    createdAt: now,
    updatedAt: now,
  }));
  await k.insertInto('sessions').values(older).execute();
  const others = [...seeded.filter((session) => session.id !== current.id), ...older];
  const nextNumber = new Map<string, number>();
  for (const session of [...seeded, ...older]) nextNumber.set(session.id, session.nextNumber);

  const perTransaction = 5_000;
  const postgres = db.dialect === 'postgres';
  // PostgreSQL: the texts and fingerprints once each (bench/lib/text-table.ts); SQLite's trigger writes them.
  if (postgres) {
    await createTextTable(k, TEXT_VARIANTS);
    await createIdTable(k);
  }
  const deferred = await deferIndexes();
  let demoRows = 0;
  async function load(part: Part): Promise<void> {
    const passStarted = Date.now();
    // Node builds one batch while PostgreSQL writes the previous ones (two transactions at a time): the
    // generator's CPU and the database's then overlap on the two cores instead of taking turns.
    const inFlight = new Set<Promise<void>>();
    for (let start = 0; start < count; start += perTransaction) {
      const batch = buildBatch(start, part);
      while (inFlight.size >= 2) await Promise.race(inFlight);
      const written: Promise<void> = writeBatch(batch, part).then(() => {
        inFlight.delete(written);
        process.stdout.write(`\r${part}: ${Math.min(count, start + perTransaction)} / ${count}`);
      });
      inFlight.add(written);
    }
    await Promise.all(inFlight);
    console.log(` in ${((Date.now() - passStarted) / 1000).toFixed(1)} s`);
  }
  if (postgres) {
    await load('proposals');
    await deferred.build(['proposals'], 1);
    await writeRestInSql(k, { now: Date.parse(now), staffId: staff.id, memberIds, unitIds }, count);
    await deferred.build(['proposal_signers', 'tasks', 'replies', 'evaluations', 'proposal_events'], 2);
  } else await load('all');

  function buildBatch(start: number, part: Part) {
    const ids: string[] = [];
    const proposals = [];
    const signers = [];
    const tasks: TaskRow[] = [];
    const replies: ReplyRow[] = [];
    const evaluations: EvaluationRow[] = [];
    const events: EventRow[] = [];
    for (let n = start; n < Math.min(count, start + perTransaction); n++) {
      const id = randomUUID();
      ids.push(id);
      const session = n % 5 < 2 ? current : pick(others, n * 31);
      const state = pick(STATE_TABLE, n * 7919 + (n >> 3));
      const variant = variantOf(n);
      const text = TEXT_VARIANTS[variant]!;
      const category = pick(DEMO_PROPOSAL_TEXTS, n * 13 + (n >> 5)).category;
      // The demo member signs ~1 in 400 as first proposer and co-signs some joint ones.
      const proposerIndex = n % 397 === 0 ? 0 : 1 + ((n * 2654435761) % 400);
      const proposerId = memberIds[proposerIndex]!;
      const kind = n % 5 === 1 ? 'joint' : n % 23 === 7 ? 'collective' : 'individual';
      const created = Date.parse(now) - (count - n) * 5 * 60_000 - (n % 60) * 1000;
      const updated = created + (n % 17) * 3_600_000;
      const submitted = state === 'draft' || state === 'cosigning' ? null : created + 3_600_000;
      const numbered = NUMBERED.includes(state);
      let number: number | null = null;
      if (numbered) {
        number = nextNumber.get(session.id)!;
        nextNumber.set(session.id, number + 1);
      }
      const iso = (ms: number) => new Date(ms).toISOString();
      const firstSigner = signers.length;
      proposals.push({
        id,
        sessionId: session.id,
        number,
        // PostgreSQL: the text's number, its texts joined in from bench_texts.
        title: postgres ? String(variant) : text.title,
        analysis: postgres ? '' : text.analysis,
        suggestions: postgres ? '' : text.suggestions,
        kind,
        collectiveBody: kind === 'collective' ? pick(PARTIES.slice(1), n) + '市委会' : null,
        categoryCode: state === 'draft' ? null : category,
        isPlenary: 0 as const,
        suggestedUnitIds: '[]',
        publicity: n % 11 === 0 ? 'private' : 'public',
        privateReason: n % 11 === 0 ? '涉及个人信息' : null,
        contactName: '',
        contactPhone: '',
        contactAddress: MARKER,
        state,
        version: 1 + (n % 6),
        isKey: n % 97 === 0 ? (1 as const) : (0 as const),
        keyLeaderId: null,
        isExcellent: 0 as const,
        isRehandling: state === 'rehandling' ? (1 as const) : (0 as const),
        reviewComment: state === 'returned' ? '请补充具体数据后重新提交。' : null,
        notRegisteredReason: state === 'not_registered' ? '内容属于工作建议，转为意见建议办理。' : null,
        disposition: state === 'not_registered' ? 'opinion' : null,
        mergedIntoId: null,
        // Set below from the generated tasks.
        handlingMode: null as string | null,
        assignedAt: null as string | null,
        dueDate: null as string | null,
        signByDate: null,
        firstProposerId: proposerId,
        submittedAt: submitted === null ? null : iso(submitted),
        registeredAt: numbered ? iso(created + 86_400_000) : null,
        closedAt: state === 'closed' ? iso(updated) : null,
        createdAt: iso(created),
        updatedAt: iso(updated),
      });
      if (part === 'all') events.push(...eventRows({ id, state, proposerId, created, updated }, staff.id));
      const signed = new Set([proposerId]);
      signers.push({
        proposalId: id,
        userId: proposerId,
        isFirst: 1 as const,
        state: 'accepted',
        invitedAt: iso(created),
        answeredAt: iso(created),
      });
      if (kind === 'joint') {
        const coSigners = [memberIds[1 + ((n * 7) % 400)]!, memberIds[1 + ((n * 11) % 400)]!];
        if (n % 500 === 1) coSigners.push(demoMember.id); // 1 in 100 joint ones: the demo member co-signs
        for (const userId of coSigners) {
          if (signed.has(userId)) continue;
          signed.add(userId);
          signers.push({
            proposalId: id,
            userId,
            isFirst: 0 as const,
            state: state === 'cosigning' ? 'invited' : 'accepted',
            invitedAt: iso(created),
            answeredAt: state === 'cosigning' ? null : iso(created + 600_000),
          });
        }
      }
      if (signed.has(demoMember.id)) demoRows++;
      if (HANDLED.includes(state)) {
        const signerIds = signers.slice(firstSigner).map((signer) => signer.userId);
        const registeredAt = created + 86_400_000;
        const rows = handlingRows(
          { n, id, state, registeredAt, signerIds },
          unitIds,
          staff.id,
          Date.parse(now),
        );
        const row = proposals[proposals.length - 1]!;
        row.handlingMode = rows.mode;
        row.assignedAt = rows.assignedAt;
        row.dueDate = rows.dueDate;
        tasks.push(...rows.tasks);
        replies.push(...rows.replies);
        evaluations.push(...rows.evaluations);
      }
    }
    return { start, ids, proposals, signers, tasks, replies, evaluations, events };
  }

  async function writeBatch(batch: ReturnType<typeof buildBatch>, part: Part): Promise<void> {
    await k.transaction().execute(async (trx) => {
      await bulkLoadMode(trx, db.dialect);
      if (part === 'proposals') {
        await insertIds(trx, batch.start, batch.ids);
        return insertProposalsByText(trx, batch.proposals);
      }
      await insertRows(trx, db.dialect, 'proposals', batch.proposals);
      await insertRows(trx, db.dialect, 'proposalSigners', batch.signers);
      await insertRows(trx, db.dialect, 'tasks', batch.tasks);
      await insertRows(trx, db.dialect, 'replies', batch.replies);
      await insertRows(trx, db.dialect, 'evaluations', batch.evaluations);
      await insertRows(trx, db.dialect, 'proposalEvents', batch.events);
    });
  }
  await deferred.finish();
  if (postgres) {
    await dropTextTable(k);
    await dropIdTable(k);
  }
  for (const [sessionId, next] of nextNumber)
    await k.updateTable('sessions').set({ nextNumber: next }).where('id', '=', sessionId).execute();
  // Fresh planner statistics, and on PostgreSQL a set visibility map so the covering indexes give
  // index-only scans (autovacuum would get there later on its own; a bulk load is measured at once).
  await sql.raw(db.dialect === 'postgres' ? 'vacuum analyze' : 'analyze').execute(k);
  console.log(
    `\nGenerated ${count} proposals (${demoRows} signed by the demo member) over ${seeded.length + older.length} sessions` +
      ` and ${memberIds.length} members into ${db.describe()} in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
}

/**
 * The clue library (bench/lib/clue-rows.ts), once per database — also into one generated before the
 * library was part of the bench. With triggers on: each clue's fingerprint is written as the service's are.
 */
async function generateClueLibrary(): Promise<void> {
  const existing = await k
    .selectFrom('clues')
    .where('linkOrigin', '=', CLUE_MARKER)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(existing.n) > 0) return;
  const rows = clueRows(Date.now());
  await k.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += 200)
      await trx
        .insertInto('clues')
        .values(rows.slice(i, i + 200))
        .execute();
  });
  console.log(`Generated a clue library of ${LIBRARY_SIZE} accepted and adopted clues.`);
}

try {
  if (reset) await dropEverything();
  await migrateToLatest(db);
  await seedDemoData(db);
  const existing = await k
    .selectFrom('proposals')
    .where('contactAddress', '=', MARKER)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(existing.n) > 0) {
    console.log(`${db.describe()} already holds ${existing.n} generated proposals; --reset to regenerate.`);
  } else {
    await generate();
  }
  await generateClueLibrary();
} finally {
  await db.close();
}
