import {
  proposalCountCap,
  PROPOSAL_STATES,
  type ProposalListQuery,
  type ProposalState,
} from '@cppcc/contracts';
import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type RawBuilder,
  type SqlBool,
} from 'kysely';
import { boundText } from '../../db/bound-text';
import type { DB } from '../../db/schema';
import type { Caller } from '../auth/guard';
import {
  isStaff,
  PRIVATE_STATES,
  ruleClauses,
  sqliteTextTable,
  textTerm,
  visibleTo,
  type TextTerm,
} from './repository';

type ProposalFilter = (eb: ExpressionBuilder<DB, 'proposals'>) => Expression<SqlBool>;

/**
 * Staff see every proposal outside drafts and co-sign rounds, so those states' counts per session are the
 * kept counts of migration 0026, read in a few rows. Drafts and co-sign rounds a staff member sees are
 * only their own (as signer, leader…): few rows, counted from the proposals under the visibility rule.
 */
function keptCountsApply(caller: Caller, scope: 'mine' | 'all'): boolean {
  return scope === 'all' && isStaff(caller);
}

/**
 * Drafts and co-sign rounds reach a staff caller only through visibleTo's other clauses (signer, key
 * leader, unit task); without those roles there are none to count.
 */
const mayOwnPrivate = (caller: Caller) =>
  caller.roles.some((role) => role === 'members' || role === 'leader' || role === 'undertaker');

const splitStates = (caller: Caller, states: readonly ProposalState[]) => ({
  open: states.filter((state) => !PRIVATE_STATES.includes(state)),
  own: mayOwnPrivate(caller) ? states.filter((state) => PRIVATE_STATES.includes(state)) : [],
});

function keptCounts(db: Kysely<DB>, states: readonly ProposalState[], sessionId: string | undefined) {
  let query = db
    .selectFrom('proposalStateCounts')
    .where('proposalStateCounts.state', 'in', states)
    .select((eb) => [
      'proposalStateCounts.state',
      eb.fn.sum<number | string>('proposalStateCounts.n').as('n'),
    ])
    .groupBy('proposalStateCounts.state');
  if (sessionId) query = query.where('proposalStateCounts.sessionId', '=', boundText(sessionId));
  return query.execute();
}

/** Only the session and state filters: what the kept counts can answer. */
const onlySessionAndState = (query: ProposalListQuery) =>
  !query.category &&
  !query.kind &&
  query.key === undefined &&
  query.excellent === undefined &&
  !query.proposerId &&
  !query.q;

/**
 * The total of a list as one SQL expression, to be selected beside the page's rows (one statement per
 * page): exact from the kept counts where they answer (staff, session and states), else counted up to the
 * list's cap (proposalCountCap: a text search's is lower) under the list's own filter (visibility
 * included) — `cap` then says a value past it means "more". `term`: the search term as bound, when it is
 * not `query.q` (as in listFilter). `spread`: SQLite's staff text search, the same count as a statement of
 * its own that also says where the matches lie (list-repository's countFirst runs it).
 */
export function listedTotal(
  db: Kysely<DB>,
  dialect: 'sqlite' | 'postgres',
  caller: Caller,
  query: ProposalListQuery,
  filter: ProposalFilter,
  term: TextTerm | undefined = query.q ? textTerm(dialect, query.q) : undefined,
): { total: Expression<number | string>; cap: number | undefined; spread?: SpreadStatement } {
  const cap = proposalCountCap(query);
  if (
    dialect === 'sqlite' &&
    term &&
    onlyText(query) &&
    keptCountsApply(caller, query.scope) &&
    !mayOwnPrivate(caller)
  ) {
    const spread = sqliteStaffMatches(term, cap);
    return { total: sql<number | string>`(select n from (${spread}))`, cap, spread };
  }
  if (keptCountsApply(caller, query.scope) && onlySessionAndState(query)) {
    const { open, own } = splitStates(caller, query.state?.length ? query.state : PROPOSAL_STATES);
    const parts: Expression<number | string>[] = [];
    if (open.length > 0) {
      let kept = db
        .selectFrom('proposalStateCounts')
        .where('proposalStateCounts.state', 'in', open)
        .select(sql<number | string>`coalesce(sum(proposal_state_counts.n), 0)`.as('n'));
      if (query.sessionId)
        kept = kept.where('proposalStateCounts.sessionId', '=', boundText(query.sessionId));
      parts.push(kept.$asScalar());
    }
    if (own.length > 0)
      parts.push(
        db
          .selectFrom('proposals')
          .where(filter)
          .where('proposals.state', 'in', own)
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .$asScalar(),
      );
    const total = parts.length === 0 ? sql<number>`0` : sql<number | string>`${sql.join(parts, sql` + `)}`;
    return { total, cap: undefined };
  }
  const total = db
    .selectFrom(
      db
        .selectFrom('proposals')
        .select(sql<number>`1`.as('one'))
        .where(filter)
        // Written into the text: a prepared shape's generic plan then knows how far the count reads.
        .limit(sql.lit(cap + 1))
        .as('matches'),
    )
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .$asScalar();
  return { total, cap };
}

/** Only a text search: what sqliteStaffMatches can answer. */
const onlyText = (query: ProposalListQuery) =>
  !query.sessionId && !query.state?.length && onlySessionAndState({ ...query, q: undefined });

/**
 * SQLite, a staff member's text search counted with where its matches begin (sqliteStaffMatches): `n` the
 * count as listedTotal's; when the count stopped at its cap, `sampled` matches and `last` the rowid of the
 * last of them; `rows` the table's last rowid. The text index gives its matches in rowid order, so
 * `sampled / last` is the term's share of the proposals (gaps left by deleted rows only lower it) — known
 * from the index whatever the term, where FTS5 keeps no statistics (list-repository's textScanPays).
 */
export type SpreadStatement = RawBuilder<{
  n: number;
  sampled: number;
  last: number | null;
  rows: number | null;
}>;

/**
 * Matches read for a capped term's share: its error is then a few percent, and reading them costs ~0.05 ms
 * at 100,000 (the rowids of the whole capped read: 0.27 ms, bench/RESULTS.md issue 33 §2).
 */
export const SHARE_SAMPLE = 256;

/**
 * SQLite, a staff member's text search (visibility: every state but drafts and co-sign rounds): the matches
 * counted in the text index alone, less the private ones among the few drafts and co-sign rounds, found
 * from the state index. Testing each match's state instead reads each matching row: 4,868 rows for 养老,
 * ~0.4 s of page reads at load against ~1 ms this way (bench/RESULTS.md, issue 33).
 *
 * Counted to the cap: the text index is read for at most `cap + 1 + private proposals` matches (the kept
 * counts say how many private ones there are); when it holds that many, at least `cap + 1` are visible
 * whatever the private ones hold, and neither the rest of the term's list nor the private ones are read —
 * the value is then the matches read (≥ cap + 1: "more than the cap", a lower bound of the matches for
 * the paging choice). Fewer: every match was read, and the private ones are subtracted exactly as before.
 * 养老 at 100,000: 1.04 → 0.28 ms of the read worker's CPU, a one-character term (一, 96,104 matches)
 * 19.8 → 0.27 ms (bench/RESULTS.md, issue 33 §2). A statement of its own (SpreadStatement's columns).
 */
function sqliteStaffMatches(term: TextTerm, cap: number): SpreadStatement {
  const index = sql.table(sqliteTextTable(term));
  const phrase = term.value;
  const privateStates = sql.join(PRIVATE_STATES.map((state) => sql.lit(state)));
  const enough = sql`${sql.lit(cap + 1)} + (select coalesce(sum(n), 0) from proposal_state_counts where state in (${privateStates}))`;
  const privateMatches = sql`(select count(*) from proposals indexed by proposals_state_updated_id where proposals.state in (${privateStates}) and +proposals.rowid in (select rowid from ${index} where ${index} match ${phrase}))`;
  const sample = sql.lit(SHARE_SAMPLE);
  const last = sql`(select rowid from ${index} where ${index} match ${phrase} limit 1 offset ${sql.lit(SHARE_SAMPLE - 1)})`;
  return sql`select case when matches.n >= enough.n then matches.n else matches.n - ${privateMatches} end as n, ${sample} as sampled, case when matches.n >= enough.n then ${last} end as last, (select max(rowid) from proposals) as rows from (select count(*) as n from (select rowid from ${index} where ${index} match ${phrase} limit ${enough})) as matches, (select ${enough} as n) as enough`;
}

/** A counted total as the list answers it: past the cap (none: exact), the cap and `capped`. */
export function cappedTotal(n: number | string, cap: number | undefined): { total: number; capped: boolean } {
  const total = Number(n);
  return cap !== undefined && total > cap ? { total: cap, capped: true } : { total, capped: false };
}

/** The total of a list alone (listedTotal in a statement of its own). */
export async function countListed(
  db: Kysely<DB>,
  dialect: 'sqlite' | 'postgres',
  caller: Caller,
  query: ProposalListQuery,
  filter: ProposalFilter,
): Promise<{ total: number; capped: boolean }> {
  const { total, cap } = listedTotal(db, dialect, caller, query, filter);
  const row = await db.selectNoFrom([sql<number | string>`${total}`.as('n')]).executeTakeFirstOrThrow();
  return cappedTotal(row.n, cap);
}

/** How many proposals the caller sees in each state (GET /api/proposals/counts): always exact. */
export async function countByState(
  db: Kysely<DB>,
  caller: Caller,
  scope: 'mine' | 'all',
  sessionId: string | undefined,
): Promise<{ state: string; n: number }[]> {
  if (!sessionId && signaturesAlone(caller, scope)) return keptRows(await signatureCounts(db, caller));
  const kept = keptCountsApply(caller, scope);
  const { open, own } = splitStates(caller, PROPOSAL_STATES);
  if (kept && own.length === 0) return keptRows(await keptCounts(db, open, sessionId));
  let query = db.selectFrom('proposals').where(visibleTo(caller, scope));
  if (sessionId) query = query.where('proposals.sessionId', '=', boundText(sessionId));
  if (kept) query = query.where('proposals.state', 'in', PRIVATE_STATES);
  return keptRows([
    ...(kept ? await keptCounts(db, open, sessionId) : []),
    ...(await query
      .select((eb) => ['proposals.state', eb.fn.countAll<number | string>().as('n')])
      .groupBy('proposals.state')
      .execute()),
  ]);
}

const keptRows = (rows: { state: string; n: number | string | null }[]) =>
  rows.map((row) => ({ state: row.state, n: Number(row.n) }));

/** Whether visibleTo(caller, scope) is the caller's signatures alone (a member, or one seeing only theirs). */
const signaturesAlone = (caller: Caller, scope: 'mine' | 'all') => {
  const clauses = ruleClauses(caller, scope);
  return clauses.length === 1 && clauses[0] === 'signer';
};

/**
 * A member's proposals per state: their signatures' counts per copied state (0043), kept by 0047 — one
 * signature per proposal (the primary key). Grouping the proposals instead read each of the member's
 * proposals (4,531 rows, 41 ms of PostgreSQL a call at 1,000,000), grouping the signatures each signature
 * (bench/RESULTS.md).
 */
function signatureCounts(db: Kysely<DB>, caller: Caller) {
  return db
    .selectFrom('proposalSignerCounts')
    .where('proposalSignerCounts.userId', '=', boundText(caller.id))
    .select(['proposalSignerCounts.state', 'proposalSignerCounts.n'])
    .execute();
}
