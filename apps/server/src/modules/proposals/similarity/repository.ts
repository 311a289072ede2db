import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import { PROPOSAL_SEARCH_EXPRESSION } from '../../../db/proposal-search';
import type { DB } from '../../../db/schema';
import type { Caller } from '../../auth/guard';
import { PRIVATE_STATES, visibleTo } from '../repository';

/** SQL of 查重: candidates from the gram index with their fingerprints; the shown items' texts, units, replies. */

type Scope = ExpressionBuilder<DB, 'proposals'>;

/** Reply publications anyone may read (the public replies). */
const PUBLIC_REPLIES = ['full', 'summary'] as const;

/** Published: the proposer chose 公开 and a reply is published in full or as a summary (public replies). */
export function published(eb: Scope): Expression<SqlBool> {
  return eb.and([
    eb('proposals.publicity', '=', 'public'),
    eb.exists(
      eb
        .selectFrom('replies')
        .select('replies.id')
        .whereRef('replies.proposalId', '=', 'proposals.id')
        .where('replies.state', '=', 'approved')
        .where('replies.publication', 'in', [...PUBLIC_REPLIES]),
    ),
  ]);
}

/**
 * THE visibility rule as 查重 renders it: per hit (`row`, see RuleForm) — a check tests a few hundred index
 * hits, never the caller's whole set of signatures or tasks.
 */
const visibleHit = (caller: Caller) => visibleTo(caller, 'all', 'row');

/** What a caller may be shown: the published proposals and THE visibility rule's. */
export function listable(caller: Caller) {
  const visible = visibleHit(caller);
  return (eb: Scope): Expression<SqlBool> => eb.or([published(eb), visible(eb)]);
}

/** The current session's id, looked up inside the statement (one round trip less per keystroke). */
export const CURRENT_SESSION = Symbol('current session');

export interface Exclusions {
  /** The draft being edited. */
  id: string | undefined;
  /** Its session: drafts and co-sign rounds of it are other work in progress, never listed. */
  sessionId: string | typeof CURRENT_SESSION | undefined;
}

function excluding(exclude: Exclusions) {
  return (eb: Scope): Expression<SqlBool> => {
    const clauses: Expression<SqlBool>[] = [];
    if (exclude.id) clauses.push(eb('proposals.id', '!=', exclude.id));
    if (exclude.sessionId === CURRENT_SESSION)
      clauses.push(
        eb.or([
          // `is distinct from`: with no current session every session counts as another one.
          eb(
            'proposals.sessionId',
            'is distinct from',
            eb.selectFrom('sessions').select('sessions.id').where('sessions.isCurrent', '=', 1),
          ),
          eb('proposals.state', 'not in', PRIVATE_STATES),
        ]),
      );
    else if (exclude.sessionId)
      clauses.push(
        eb.or([
          eb('proposals.sessionId', '!=', exclude.sessionId),
          eb('proposals.state', 'not in', PRIVATE_STATES),
        ]),
      );
    return clauses.length === 0 ? eb.lit(true) : eb.and(clauses);
  };
}

const expression = sql.raw(
  PROPOSAL_SEARCH_EXPRESSION.replace(/(title|analysis|suggestions)/g, 'proposals.$1'),
);

/**
 * Hits taken from the gram index per probe. Each probe stops there (FTS5 and a bitmap heap scan both stop
 * at a LIMIT), so a common phrase costs no more than a rare one; a proposal containing much of the draft
 * still turns up under most probes.
 */
const PROBE_HITS = 100;

/** A candidate: its id, its stored fingerprint and how many probes found it. */
export interface Candidate {
  id: string;
  grams: Int32Array;
  probes: number;
}

export interface CandidateFilter {
  caller: Caller;
  exclude: Exclusions;
  /** `listable` (the editor: published ones too) or `visible` (what the caller may open). */
  rule: 'listable' | 'visible';
  sessionId?: string;
  states?: readonly string[];
  /** Only proposals assigned (or registered) before a time: the history as it stood (issue 28 §4). */
  before?: { column: 'assignedAt' | 'registeredAt'; time: string };
}

/**
 * Up to `limit` proposals containing one whole probe (each a conjunction of bigrams), found by most probes
 * first, with their fingerprints (0032) — one statement: the index's hits per probe, counted per proposal,
 * THE access rule and the exclusions applied to every counted proposal before the limit, so what is
 * returned is only what the caller may be shown. SQLite asks the FTS5 gram index (0010), PostgreSQL the
 * gram GIN index (0010); ranking by bm25 or pg_trgm similarity instead cost ~100 ms at 100,000 proposals.
 * `probes`: SQLite, each probe's MATCH expression; PostgreSQL, each probe's grams (check-statements.ts
 * binds them: built from a shape's stand-ins, compiled once per shape).
 */
export function probedStatement(
  db: Kysely<DB>,
  dialect: 'sqlite' | 'postgres',
  probes: readonly (readonly string[])[],
  filter: CandidateFilter,
  limit: number,
) {
  return db
    .selectFrom(indexed(db, dialect, probes, filter, limit))
    .select(['indexed.id', 'indexed.grams', 'indexed.n']);
}

/**
 * The caller's `own` newest signed proposals with their fingerprints (`n` 0): always compared, whatever the
 * index finds — the per-probe limit could cut a new one. Members only: someone no longer a member does not
 * see what they signed (THE rule). The newest signatures first (0042's index), then their fingerprints. The
 * join on the caller's own signatures is THE rule's 'mine' clause (signerOf in ../repository.ts): as
 * `visibleTo(caller, 'mine')` besides, PostgreSQL sorted every proposal the member ever signed (~470 for the
 * bench's member; 16–30 ms instead of 1.5), SQLite built the list for nothing.
 */
export function ownStatement(db: Kysely<DB>, callerId: string, exclude: Exclusions, own: number) {
  const newest = db
    .selectFrom('proposalSigners')
    .innerJoin('proposals', 'proposals.id', 'proposalSigners.proposalId')
    .select('proposals.id')
    .where('proposalSigners.userId', '=', callerId)
    .where(excluding(exclude))
    .orderBy('proposalSigners.invitedAt', 'desc')
    .limit(sql.lit(own))
    .as('own');
  return db
    .selectFrom(newest)
    .innerJoin('proposalFingerprints', 'proposalFingerprints.proposalId', 'own.id')
    .select(['own.id', 'proposalFingerprints.grams', sql<number>`0`.as('n')]);
}

/**
 * PostgreSQL: the columns THE rule, the exclusions and the filters read, carried out of each probe's heap
 * visit (the bitmap heap scan reads the row anyway), so the counted hits need no second visit through the
 * primary key: at 1,000,000 proposals that join was ~4 buffers for each of 100–300 hits on every check.
 * A rule reading another column fails here loudly (column does not exist), never silently.
 */
const CARRIED = ['id', 'session_id', 'state', 'publicity', 'key_leader_id', 'assigned_at', 'registered_at'];

function indexed(
  db: Kysely<DB>,
  dialect: 'sqlite' | 'postgres',
  probes: readonly (readonly string[])[],
  filter: CandidateFilter,
  limit: number,
) {
  // The per-probe limit is a literal: one statement text per probe count, and FTS5 sees a constant.
  const hits = sql.lit(PROBE_HITS);
  if (dialect === 'sqlite') {
    const perProbe = probes.map(
      ([match]) =>
        sql`select rowid as hit from (select rowid from proposals_grams where proposals_grams match ${match} limit ${hits})`,
    );
    const counted = sql<{
      hit: number;
      n: number;
    }>`(select hit, count(*) as n from (${sql.join(perProbe, sql` union all `)}) hits group by hit)`.as('c');
    return filtered(
      db
        .selectFrom(counted)
        .innerJoin('proposals', (join) => join.on(sql<SqlBool>`proposals.rowid = c.hit`))
        .innerJoin('proposalFingerprints', 'proposalFingerprints.proposalId', 'proposals.id')
        .select(['proposals.id', 'proposalFingerprints.grams', sql<number>`c.n`.as('n')]),
      filter,
      limit,
    );
  }
  const columns = sql.join(CARRIED.map((column) => sql.ref(`proposals.${column}`)));
  const perProbe = probes.map(
    // OFFSET 0 fences each probe's index scan from the planner, which would otherwise walk proposals
    // another way and compute the gram function on every row it passes.
    (grams) =>
      sql`select * from (select ${columns} from proposals where proposal_grams(${expression}) @> array[${sql.join(
        grams,
      )}]::text[] offset 0 limit ${hits}) probe`,
  );
  const names = sql.join(CARRIED.map((column) => sql.id(column)));
  // Named `proposals`, so THE rule and the filters read their columns from it as from the table.
  const counted = sql<
    Pick<
      DB['proposals'],
      'id' | 'sessionId' | 'state' | 'publicity' | 'keyLeaderId' | 'assignedAt' | 'registeredAt'
    > & {
      n: number;
    }
  >`(select ${names}, count(*) as n from (${sql.join(perProbe, sql` union all `)}) hits group by ${names})`.as(
    'proposals',
  );
  return filtered(
    db
      .selectFrom(counted)
      .innerJoin('proposalFingerprints', 'proposalFingerprints.proposalId', 'proposals.id')
      .select(['proposals.id', 'proposalFingerprints.grams', sql<number>`proposals.n`.as('n')]),
    filter,
    limit,
  );
}

/** The counted hits joined to their fingerprints, as either dialect's statement builds them. */
type Hits = SelectQueryBuilder<
  DB,
  'proposals' | 'proposalFingerprints',
  { id: string; grams: DB['proposalFingerprints']['grams']; n: number }
>;

function filtered(hits: Hits, filter: CandidateFilter, limit: number) {
  let query = hits
    .where(filter.rule === 'listable' ? listable(filter.caller) : visibleHit(filter.caller))
    .where(excluding(filter.exclude));
  if (filter.sessionId) query = query.where('proposals.sessionId', '=', filter.sessionId);
  if (filter.states) query = query.where('proposals.state', 'in', [...filter.states]);
  if (filter.before) query = query.where(`proposals.${filter.before.column}`, '<', filter.before.time);
  return query
    .orderBy(sql`n`, 'desc')
    .orderBy('proposals.id')
    .limit(sql.lit(limit))
    .as('indexed');
}

/**
 * Between the names of a shown row's units (tasks not cancelled), lead first: the unit separator, a
 * control character no unit name holds.
 */
export const UNIT_SEPARATOR = '\u001f';

/** A shown row's unit names, each once, in their order (lead first). */
export const unitNamesIn = (joined: string | null): string[] =>
  joined === null || joined === '' ? [] : [...new Set(joined.split(UNIT_SEPARATOR))];

/**
 * The shown items' texts and headings, whether the caller signs each and whether it is published, and the
 * latest approved reply the caller may read: any, of a proposal they may open; else only one published in
 * full or as a summary (the public replies). One statement (one round trip less per keystroke); THE
 * visibility rule is evaluated once per proposal in the inner select and read from there by the reply's
 * lookup — written three times (flag, reply body, reply class), SQLite built the caller's list of
 * signatures three times (1.1–2.6 ms for five rows at 100,000 proposals). The units handling each row
 * come in the same statement (`unitNames`, see UNIT_SEPARATOR): as a statement of their own they were one
 * more compile, worker message or PostgreSQL plan on every keystroke's check.
 */
export function shownStatement(db: Kysely<DB>, ids: readonly string[], caller: Caller) {
  const shown = db
    .selectFrom('proposals')
    .select((eb) => [
      'proposals.id',
      'proposals.sessionId',
      'proposals.title',
      'proposals.analysis',
      'proposals.suggestions',
      'proposals.number',
      'proposals.state',
      'proposals.version',
      eb
        .exists(
          eb
            .selectFrom('proposalSigners')
            .select('proposalSigners.userId')
            .whereRef('proposalSigners.proposalId', '=', 'proposals.id')
            .where('proposalSigners.userId', '=', caller.id),
        )
        .as('signed'),
      sql<SqlBool>`${published(eb)}`.as('isPublished'),
      sql<SqlBool>`${visibleHit(caller)(eb)}`.as('isVisible'),
    ])
    .where('proposals.id', 'in', [...ids])
    .as('shown');
  return db
    .selectFrom(shown)
    .innerJoin('sessions', 'sessions.id', 'shown.sessionId')
    .leftJoin('replies', (join) =>
      join.on((eb) =>
        eb(
          'replies.id',
          '=',
          eb
            .selectFrom('replies as latest')
            .select('latest.id')
            .whereRef('latest.proposalId', '=', 'shown.id')
            .where('latest.state', '=', 'approved')
            .where((inner) =>
              inner.or([
                inner('latest.publication', 'in', [...PUBLIC_REPLIES]),
                sql<SqlBool>`${sql.ref('shown.isVisible')}`,
              ]),
            )
            .orderBy('latest.reviewedAt', 'desc')
            .limit(1),
        ),
      ),
    )
    .select([
      'shown.id',
      'shown.title',
      'shown.analysis',
      'shown.suggestions',
      'shown.number',
      'shown.state',
      'shown.version',
      'sessions.name as sessionName',
      'shown.signed',
      'shown.isPublished',
      'shown.isVisible',
      'replies.body as replyBody',
      'replies.resultClass as replyResultClass',
      (eb) =>
        eb
          .selectFrom('tasks')
          .innerJoin('units', 'units.id', 'tasks.unitId')
          // string_agg with ORDER BY: PostgreSQL, and SQLite since 3.44.
          .select(
            sql<
              string | null
            >`string_agg(${sql.ref('units.name')}, ${sql.lit(UNIT_SEPARATOR)} order by ${sql.ref(
              'tasks.role',
            )} desc, ${sql.ref('units.name')})`.as('names'),
          )
          .whereRef('tasks.proposalId', '=', 'shown.id')
          .where('tasks.state', '!=', 'cancelled')
          .as('unitNames'),
    ]);
}

/** Fingerprints of `limit` proposals in id order from `from` (gram-frequencies.ts's sample), by the key's index. */
export function fingerprintRun(db: Kysely<DB>, from: string | undefined, limit: number) {
  let query = db
    .selectFrom('proposalFingerprints')
    .select(['proposalId', 'grams'])
    .orderBy('proposalId')
    .limit(limit);
  if (from !== undefined) query = query.where('proposalId', '>=', from);
  return query.execute();
}
