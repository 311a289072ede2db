import {
  PROPOSAL_COUNT_CAP,
  PROPOSAL_STATES,
  proposalCountCap,
  REGISTERED_STATES,
  type ProposalListQuery,
  type ProposalState,
} from '@cppcc/contracts';
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { keysetAfter, keysetOrderBy, type KeysetOrder, type SortCursor } from '../../db/keyset';
import type { DB } from '../../db/schema';
import type { Caller } from '../auth/guard';
import { PROPOSAL_SEARCH_EXPRESSION } from '../../db/proposal-search';
import { shapedQuery } from '../../db/query-shapes';
import { cappedTotal, countListed, listedTotal } from './counts-repository';
import { emptiesLastWalk } from './empties-last-walk-repository';
import { listShape, standIns, type ListShape, type ListValues } from './list-shape';
import { gramSharesIfReady } from './gram-shares-repository';
import {
  isShortTerm,
  listFilter,
  PRIVATE_STATES,
  summaryQuery,
  textTerm,
  type SummaryRow,
  type TextTerm,
} from './repository';
import { signerListApplies, signerPageIds, signerTotal } from './signer-list-repository';
import { gramFrequenciesIfReady } from './similarity/gram-frequencies';
import { isStopBigram, wordChars } from './similarity/grams';

const SORT_COLUMN = {
  number: { column: 'proposals.number', nullable: true },
  submittedAt: { column: 'proposals.submitted_at', nullable: true },
  title: { column: 'proposals.title', nullable: false },
  updatedAt: { column: 'proposals.updated_at', nullable: false },
} as const;

/** States in which a proposal always has a number (registered and after) / a submission time. */
const FILLED_IN: Partial<Record<ProposalListQuery['sort'], readonly ProposalState[]>> = {
  number: REGISTERED_STATES,
  submittedAt: PROPOSAL_STATES.filter((state) => !PRIVATE_STATES.includes(state)),
};

/**
 * The list's order as a keyset: the sort column (proposals without a number or submission time last, on
 * both dialects), then the id, all in the query's direction. When the state filter guarantees the column is
 * set, the empties' term is left out so that the column's index serves the order alone.
 */
export function listKeyset(query: Pick<ProposalListQuery, 'sort' | 'order' | 'state'>): KeysetOrder {
  const { column, nullable } = SORT_COLUMN[query.sort];
  const filled = FILLED_IN[query.sort];
  const alwaysSet =
    filled !== undefined &&
    query.state !== undefined &&
    query.state.length > 0 &&
    query.state.every((state) => filled.includes(state));
  return { column, nullable: nullable && !alwaysSet, id: 'proposals.id', order: query.order };
}

export interface ListedPage {
  rows: SummaryRow[];
  total: number;
  capped: boolean;
  /** Where the next page starts; absent on a page shorter than pageSize. */
  next: SortCursor | undefined;
}

/** The page's LIMIT and OFFSET: the size written in the text, the offset too when it is 0. */
function pageLimits(
  shape: ListShape,
  values: ListValues,
): { limit: RawBuilder<number>; offset: RawBuilder<number> } {
  return {
    limit: sql.lit(shape.limit),
    offset: shape.fromStart ? sql.lit(0) : sql<number>`${values.offset}`,
  };
}

/**
 * A page statement's shape: the list's, and how its ids are found and its total counted. `scan`: SQLite, a
 * walk that tests each row's own text (textScanPays) instead of the term's match list.
 */
type PageShape = ListShape & {
  dialect: 'sqlite' | 'postgres';
  walk: boolean;
  scan: boolean;
  counted: boolean;
};

/**
 * A term's matches per row asked from which walking the sort index beats sorting every match. SQLite tests
 * a walked row from indexes alone (the state in the sort index, 0045; the matches as rowids). PostgreSQL
 * reads each walked row's text and searches it (~20 µs a row at load), against ~0.7 µs a match taken from
 * the gram index's bitmap and sorted (养老 at 100,000: 7.8 against 3.5 ms, bench/RESULTS.md): it walks only
 * a first page past the count's cap (养老 at 1,000,000: 48,615 matches). Tests set both to 0 to walk their
 * few rows (the walk and the sort must answer alike).
 */
export const SEARCH_WALK_FACTOR = { sqlite: 50, postgres: 500 };

/**
 * PostgreSQL, a term tested on each row of a walk, by substring. A short one: a text holds a term of one or
 * two characters exactly when the term is one of its grams (0010), so this answers what the gram index
 * does without computing every gram of each row walked (~1 ms a row). A longer one: ILIKE lower-cases both
 * sides in a multibyte database, so this is its `%term%` — bound as that escaped pattern (repository's
 * textTerm), unescaped here; the planner, which guesses a few matches for it, would sort them all instead
 * (心理健康 at 1,000,000: 12,153 matches read and searched, 420 ms; walked, 1,357 rows, 58 ms at load 25).
 */
function walkedTerm(term: TextTerm, dialect: 'sqlite' | 'postgres' = 'postgres') {
  const expression = sql.raw(
    PROPOSAL_SEARCH_EXPRESSION.replace(/(title|analysis|suggestions)/g, 'proposals.$1'),
  );
  // SQLite (textScanPays): a short caseless term, bound as itself. The gram index holds the grams of the
  // same text lower-cased, and a text holds a term of one or two Han characters or digits exactly when its
  // lower case does (no case mapping leads to or from those): instr answers the index's rows.
  if (dialect === 'sqlite') return sql<SqlBool>`instr(${expression}, ${term.value}) > 0`;
  const text = term.short
    ? sql`${term.value}`
    : sql`regexp_replace(substr(${term.value}, 2, length(${term.value}) - 2), '\\\\(.)', '\\1', 'g')`;
  // A caseless term (repository's TextTerm.exact) is its own lower case, in any text.
  if (term.exact) return sql<SqlBool>`strpos(${expression}, ${text}) > 0`;
  return sql<SqlBool>`strpos(lower(${expression}), lower(${text})) > 0`;
}

/**
 * A page's statement: its ids (sorted and paged from the indexes alone — 0004's covering indexes carry the
 * id), joined to their summaries, with the total as a scalar subquery beside them (kept counts or a capped
 * count) unless it was counted first. Built from a shape's stand-ins (list-shape.ts), compiled once per shape.
 */
function pageStatement(db: Kysely<DB>, shape: PageShape, values: ListValues) {
  const { dialect } = shape;
  const { caller, query, term, after } = standIns(shape, values);
  const filter = listFilter(dialect, caller, query, false, term);
  const key = listKeyset(query);
  // PostgreSQL, short terms: the gram test is a function call per row — cheap from the GIN index, far too
  // dear to run on each row while walking a sort index, which the planner picks for a page of 20. OFFSET 0
  // keeps the planner from merging the subquery: the matches come from the index first, then are sorted.
  // A term common enough to walk for (counted first) is tested on each row walked by substring instead; on
  // SQLite where that is cheaper than the term's match list (textScanPays).
  const byText = (dialect === 'postgres' || shape.scan) && shape.walk && term !== undefined;
  // A walked page's rows: the term tested on each row walked (byText) or against its match list.
  const walkFilter = byText
    ? (eb: Parameters<typeof filter>[0]) =>
        eb.and([listFilter(dialect, caller, { ...query, q: undefined })(eb), walkedTerm(term, dialect)])
    : listFilter(dialect, caller, query, true, term);
  const fenced = dialect === 'postgres' && term?.short === true && !shape.walk;
  const sortValue = sql<string | number | null>`${sql.ref(key.column)}`.as('sortValue');
  let ids = fenced
    ? db
        .selectFrom(db.selectFrom('proposals').selectAll('proposals').where(filter).offset(0).as('proposals'))
        .select(['proposals.id', sortValue])
    : db
        .selectFrom('proposals')
        .select(['proposals.id', sortValue])
        .where(shape.walk ? walkFilter : filter);
  if (after) ids = ids.where(keysetAfter(key, after));
  // An index holds the empties at one end (SQLite: first; PostgreSQL: last, so first when walked
  // descending): from that end a page walked every unnumbered proposal before the first numbered one (the
  // session + states page by number, SQLite at 100,000: 8,920 of 40,067, 1.24 → 0.14 ms; bench/RESULTS.md).
  // When the states guarantee the column is set, saying so starts the index's range past them.
  else if (!key.nullable && SORT_COLUMN[query.sort].nullable)
    ids = ids.where(sql.ref(key.column), 'is not', null);
  for (const term of keysetOrderBy(key)) ids = ids.orderBy(term);
  const limits = pageLimits(shape, values);
  ids = ids.limit(limits.limit).offset(limits.offset);
  // The member's own list: the page and its total from the index of their signatures (0043).
  const signed = signerListApplies(caller, query);
  // SQLite, a walk in a sort whose empties go last (its rows' texts scanned or tested against the term's
  // match list): two walks of the column's index (empties-last-walk-repository.ts).
  const split =
    dialect === 'sqlite' && shape.walk && key.nullable
      ? emptiesLastWalk(db, key, walkFilter, after, limits)
      : undefined;
  let page = summaryQuery(db).innerJoin(
    (signed ? signerPageIds(db, caller, query, after, limits) : (split ?? ids)).as('page'),
    'page.id',
    'proposals.id',
  );
  // The 20 rows in the page's order from the page's own columns: ordered by proposals' columns, SQLite
  // would rather walk the whole sort index than sort 20 rows (and look each row up in the page).
  for (const term of keysetOrderBy({ ...key, column: 'page.sortValue', id: 'page.id' }))
    page = page.orderBy(term);
  const listed = shape.counted
    ? { total: sql<null>`null`, cap: undefined }
    : signed
      ? { total: signerTotal(db, caller, query), cap: proposalCountCap(query) }
      : listedTotal(db, dialect, caller, query, filter, term);
  return {
    query: page.select(sql<number | string | null>`${listed.total}`.as('listTotal')),
    meta: listed.cap,
    prepare: term === undefined && shape.fromStart,
  };
}

/** PostgreSQL, a term of one or two characters among the commonest grams: its share of the proposals. */
function shortTermShare(db: Kysely<DB>, dialect: 'sqlite' | 'postgres', q: string) {
  const shares = dialect === 'postgres' && isShortTerm(q) ? gramSharesIfReady(db) : undefined;
  const share = shares?.share(q.toLowerCase());
  return shares && share !== undefined ? { share, rows: shares.rows } : undefined;
}

/**
 * How many proposals likely hold a search term: at most as many as hold its rarest bigram, estimated from
 * 查重's sample of bigram frequencies (similarity/gram-frequencies.ts; a fingerprint holds the bigrams of
 * the same letters and digits the search reads). Undefined without an estimate: a term of one character or
 * of boilerplate bigrams only, or no sample taken yet (the first call starts one). On PostgreSQL a term of
 * one or two characters among the commonest grams takes its share from the planner's statistics instead.
 */
function likelyMatches(db: Kysely<DB>, dialect: 'sqlite' | 'postgres', q: string): number | undefined {
  const short = shortTermShare(db, dialect, q);
  if (short) return short.share * short.rows;
  const frequencies = gramFrequenciesIfReady(db);
  if (!frequencies || frequencies.sampled === 0) return undefined;
  const chars = wordChars(q);
  let least: number | undefined;
  for (let i = 0; i + 1 < chars.length; i++) {
    if (isStopBigram(chars[i]! + chars[i + 1]!)) continue;
    const n = frequencies.count(chars[i]!, chars[i + 1]!);
    least = least === undefined ? n : Math.min(least, n);
  }
  return least === undefined ? undefined : (least * frequencies.stored) / frequencies.sampled;
}

/**
 * A search's matches as the choice of how to page it needs them: the count itself when it is exact (up to
 * the cap); past it the count is only a lower bound — 1,001, or on SQLite's staff search the matches read
 * before it stopped (counts-repository's sqliteStaffMatches) — too few to tell a term worth walking for
 * from one whose matches are cheaper sorted: the likely number, or without one the old cap's (a term past
 * it walked for its first page, as before the search cap was lowered).
 */
function matchesForPaging(
  db: Kysely<DB>,
  dialect: 'sqlite' | 'postgres',
  q: string,
  counted: { n: number; cap: number | undefined },
) {
  if (counted.cap === undefined || counted.n <= counted.cap) return counted.n;
  return Math.max(counted.n, likelyMatches(db, dialect, q) ?? PROPOSAL_COUNT_CAP);
}

/**
 * PostgreSQL, a short term held by at least this share of the proposals (gram-shares-repository.ts) is counted by
 * testing rows in table order by substring (walkedTerm) until the count's cap, not from the gram index: the
 * index's bitmap holds the whole posting list, lossy past work_mem, and then each candidate's grams are
 * computed again — at 1,000,000, 养 (14 %) 410 → 17 ms, 老 (21 %) 418 → 12 ms, 一 (all) 67 → 3 ms, while 停
 * (5 %) stays cheaper from the index (7.8 against 47 ms; bench/RESULTS.md). Tests set it to 0 to count
 * every short term so (both ways must count alike).
 */
export const DENSE_COUNT_SHARE = { postgres: 0.1 };

/** The list's total in a statement of its own (searches count first), compiled once per shape. */
async function countFirst(
  db: Kysely<DB>,
  dialect: 'sqlite' | 'postgres',
  shape: ListShape,
  values: ListValues,
  q: string,
): Promise<{ total: number; capped: boolean; n: number; cap: number | undefined; share?: Share }> {
  const dense =
    dialect === 'postgres' &&
    shape.short === true &&
    (shortTermShare(db, dialect, q)?.share ?? 0) >= DENSE_COUNT_SHARE.postgres;
  const countShape = { ...shape, dialect, dense };
  const { compiled, meta } = shapedQuery(db, 'proposals.count', countShape, values, (s, v) => {
    const { caller, query, term } = standIns(s, v);
    const filter =
      s.dense && term
        ? (eb: Parameters<ReturnType<typeof listFilter>>[0]) =>
            eb.and([listFilter(dialect, caller, { ...query, q: undefined })(eb), walkedTerm(term)])
        : listFilter(dialect, caller, query, false, term);
    const { total, cap, spread } = listedTotal(db, dialect, caller, query, filter, term);
    return {
      query: spread
        ? db.selectFrom(sql<Record<string, unknown>>`(${spread})`.as('counted')).selectAll()
        : db.selectNoFrom([sql<number | string>`${total}`.as('n')]),
      meta: cap,
    };
  });
  const row:
    { n?: number | string; sampled?: number; last?: number | null; rows?: number | null } | undefined = (
    await db.executeQuery(compiled)
  ).rows[0];
  const n = Number(row?.n ?? 0);
  const share =
    row?.sampled && row.last && row.rows ? { share: row.sampled / row.last, rows: row.rows } : undefined;
  return { ...cappedTotal(n, meta), n, cap: meta, ...(share && { share }) };
}

/** A term's share of the proposals and the proposals there are (their last rowid), from the count's read. */
interface Share {
  share: number;
  rows: number;
}

/**
 * SQLite: the CPU of testing one walked row's own text (instr over title, analysis and suggestions, the row
 * read) against that of one match put in the term's match list, which a walk otherwise builds whole before
 * its first row. Measured at 100,000 (bench/RESULTS.md, issue 33 §2): ~1.2 µs a row walked, ~0.15 µs a match
 * (一's 96,104 matches: 14–17 ms a page, its text scanned: 0.09 ms); the factor leaves room for longer texts.
 * Tests set it to 0 to scan whenever a staff search walks (both ways must answer alike).
 */
export const TEXT_SCAN_COST = { sqlite: 20 };

/**
 * SQLite, whether a walked page of a short caseless term is cheaper testing each row's text than building
 * the term's match list: the rows walked (a page's rows over the term's share) times TEXT_SCAN_COST against
 * the matches the list would hold (the share of the proposals). 一 (96 %) and 老 (22 %) scan their first
 * pages at 100,000; 养老 (5 %) keeps its list. In every sort, each along its column's index: update time
 * 0045's, title 0048's, number and submission time their own, in two walks (empties-last-walk-repository.ts);
 * without such an index SQLite read every row and sorted the matches (一 by title: 105–150 ms a page, walked
 * 0.2–0.4; bench/RESULTS.md). A term whose matches gather at the far end of a sort walks further than its
 * share says (老 by title: 0.4–2.2 ms), at worst the whole index — about what that sort of every row cost.
 */
function textScanPays(term: TextTerm | undefined, share: Share | undefined, query: ProposalListQuery) {
  if (!term?.short || !term.exact || !share || share.share <= 0) return false;
  const walked = (query.page * query.pageSize) / share.share;
  return TEXT_SCAN_COST.sqlite * walked <= share.share * share.rows;
}

/**
 * One page of a list with its total, in one statement (a search: two). Each statement is a round
 * trip (a read worker on SQLite, the server process on PostgreSQL) with a fixed cost that, at load, is a
 * wait for a time slice: three per page were most of a cheap list's time (bench/RESULTS.md, issue 33).
 * `after` (keyset) starts the page after that row instead of skipping `page - 1` pages. The statements are
 * compiled once per shape and bound per request (db/query-shapes.ts).
 */
export async function listProposals(
  db: Kysely<DB>,
  dialect: 'sqlite' | 'postgres',
  caller: Caller,
  query: ProposalListQuery,
  after: SortCursor | undefined,
): Promise<ListedPage> {
  const { shape, values } = listShape(dialect, caller, query, after);
  // A text search: how to walk depends on the number of matches, so they are counted first. A term with
  // many (养老: 5% of the proposals) is cheaper to page by walking the sort index, which finds the page after
  // about `pageSize × page × proposals / matches` rows — at most 1/SEARCH_WALK_FACTOR of the table under this
  // threshold (past a capped count, the likely number: matchesForPaging); a rare one by sorting its few matches.
  const counted = query.q ? await countFirst(db, dialect, shape, values, query.q) : undefined;
  const walk =
    counted !== undefined &&
    matchesForPaging(db, dialect, query.q ?? '', counted) >=
      SEARCH_WALK_FACTOR[dialect] * query.page * query.pageSize;
  const term = dialect === 'sqlite' && query.q ? textTerm(dialect, query.q) : undefined;
  const scan = walk && textScanPays(term, counted?.share, query);
  const pageShape: PageShape = { ...shape, dialect, walk, scan, counted: counted !== undefined };
  // A scanned text is tested against the term itself, not its gram token.
  const pageValues = scan ? { ...values, text: query.q ?? null } : values;
  const { compiled, meta: cap } = shapedQuery(db, 'proposals.page', pageShape, pageValues, (s, v) =>
    pageStatement(db, s, v),
  );
  const rows = (await db.executeQuery(compiled)).rows;
  const first = rows[0];
  // An empty page carries no total: on the first page there is none to count, past it a count of its own.
  const total =
    (counted && { total: counted.total, capped: counted.capped }) ??
    (first
      ? cappedTotal(first.listTotal ?? 0, cap)
      : query.page === 1 && !after
        ? { total: 0, capped: false }
        : await countListed(db, dialect, caller, query, listFilter(dialect, caller, query)));
  const last = rows.length === query.pageSize ? rows.at(-1) : undefined;
  return { rows, ...total, next: last && { value: last[query.sort], id: last.id } };
}
