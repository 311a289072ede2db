import { type ProposalListQuery, type ProposalState, type Role } from '@cppcc/contracts';
import {
  sql,
  type ExpressionBuilder,
  type Kysely,
  type Insertable,
  type Selectable,
  type SqlBool,
  type Expression,
} from 'kysely';
import { boundText } from '../../db/bound-text';
import { PROPOSAL_SEARCH_EXPRESSION } from '../../db/proposal-search';
import type { DB } from '../../db/schema';
import type { Caller } from '../auth/guard';
import { attachmentsWithUploader } from '../attachments/repository';
import { GRAM_MAX_LENGTH, gramToken } from '../../db/text-grams';
import type { ProposalSignersTable, ProposalsTable } from '../../db/schema-proposals';

export type ProposalRow = Selectable<ProposalsTable>;
export type SignerRow = Selectable<ProposalSignersTable>;

const STAFF_ROLES: readonly Role[] = ['admin', 'staff'];
export const isStaff = (caller: Caller) => caller.roles.some((role) => STAFF_ROLES.includes(role));
/** Drafts and co-sign invitations stay private to their signers, even for staff. */
export const PRIVATE_STATES: readonly ProposalState[] = ['draft', 'cosigning'];

type ProposalScope = ExpressionBuilder<DB, 'proposals'>;

/**
 * How THE rule reads the caller's signatures and their unit's tasks — the same rule, two renderings:
 * - `set`: `proposals.id in (select …)`, the caller's whole set read once per statement. Lists and counts
 *   walk many rows, and a member's own list is driven from it (a semi-join on both databases);
 * - `row`: `exists (…)` per proposal row, one primary-key probe each. 查重 tests a few hundred index hits
 *   while a member may sign thousands: as a set, PostgreSQL built a hash of all 4,531 signatures of the
 *   bench's member, twice per check (bench/RESULTS.md). visibility-forms.test.ts checks both agree.
 */
export type RuleForm = 'set' | 'row';

function signerOf(eb: ProposalScope, userId: string, form: RuleForm): Expression<SqlBool> {
  const signatures = eb.selectFrom('proposalSigners').where('proposalSigners.userId', '=', userId);
  return form === 'set'
    ? eb('proposals.id', 'in', signatures.select('proposalSigners.proposalId'))
    : eb.exists(
        signatures
          .select('proposalSigners.userId')
          .whereRef('proposalSigners.proposalId', '=', 'proposals.id'),
      );
}

function taskedTo(eb: ProposalScope, unitId: string, form: RuleForm): Expression<SqlBool> {
  const tasks = eb
    .selectFrom('tasks')
    .where('tasks.unitId', '=', unitId)
    .where('tasks.state', '!=', 'cancelled');
  return form === 'set'
    ? eb('proposals.id', 'in', tasks.select('tasks.proposalId'))
    : eb.exists(tasks.select('tasks.id').whereRef('tasks.proposalId', '=', 'proposals.id'));
}

/**
 * THE visibility rule, applied in every query (lists, counts, detail, downloads, similar titles):
 * - a member sees the proposals they sign (first proposer or co-signer, also while invited); someone
 *   no longer a member (demoted to `user`) does not, whatever they signed before;
 * - staff and admin see every proposal except other people's drafts and co-sign rounds;
 * - an undertaker sees the proposals with a (not cancelled) task for their unit;
 * - anyone else (role `user`) sees nothing more.
 * `mine` restricts to the first clause. `form`: see RuleForm (the answer is the same).
 */
export function visibleTo(caller: Caller, scope: 'mine' | 'all' = 'all', form: RuleForm = 'set') {
  return (eb: ProposalScope): Expression<SqlBool> => {
    const clauses = ruleClauses(caller, scope).map((clause): Expression<SqlBool> => {
      if (clause === 'signer') return signerOf(eb, caller.id, form);
      if (clause === 'open') return eb('proposals.state', 'not in', PRIVATE_STATES);
      if (clause === 'keyLeader') return eb('proposals.keyLeaderId', '=', caller.id);
      return taskedTo(eb, caller.unitId ?? '', form);
    });
    if (clauses.length === 0) return eb.lit(false);
    return clauses.length === 1 ? clauses[0]! : eb.or(clauses);
  };
}

/**
 * Which of THE rule's clauses apply to a caller (visibleTo renders them): `signer` (a member's
 * signatures), `open` (staff: all but others' drafts and co-sign rounds), `keyLeader` (a leader, 督办领导:
 * the key proposals they supervise), `unitTask` (an undertaker with a unit). Read by shortcuts that hold
 * for one clause alone, e.g. a member's counts from their signatures.
 */
export function ruleClauses(
  caller: Caller,
  scope: 'mine' | 'all',
): ('signer' | 'open' | 'keyLeader' | 'unitTask')[] {
  const clauses: ('signer' | 'open' | 'keyLeader' | 'unitTask')[] = [];
  if (caller.roles.includes('members')) clauses.push('signer');
  if (scope === 'all') {
    if (isStaff(caller)) clauses.push('open');
    if (caller.roles.includes('leader')) clauses.push('keyLeader');
    if (caller.roles.includes('undertaker') && caller.unitId) clauses.push('unitTask');
  }
  return clauses;
}

export function escapeLike(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A term the gram index answers (0010): one or two characters. */
export const isShortTerm = (q: string) => [...q].length <= GRAM_MAX_LENGTH;

/**
 * A search term as its index takes it: `short` (one or two characters) for the gram index (0010), else the
 * trigram one; `value` is the term as bound — SQLite: the FTS5 query, one quoted phrase (a gram token for a
 * short term); PostgreSQL: the term itself for the gram test, an escaped ILIKE pattern for a longer one.
 */
export interface TextTerm {
  short: boolean;
  value: string;
  /**
   * PostgreSQL, a term of Han characters and digits only: no character has a case mapping to or from
   * those, so a caseless match is a plain one, without lower-casing each text. A longer term: ILIKE's match
   * (both sides lower-cased) is LIKE's, from the same trigram index — 心理健康's capped count at 1,000,000
   * took 53–108 ms by ILIKE, 20–34 ms by LIKE (bench/RESULTS.md, issue 33 §2). A short one keeps the gram
   * index; a page that walks the sort index tests each row by substring without lower() (list-repository's
   * walkedTerm). SQLite: the same test (instr) where a walked page scans its rows' texts (textScanPays).
   */
  exact?: boolean;
}

const CASELESS_TERM = /^[\p{Script=Han}0-9]+$/u;

export function textTerm(dialect: 'sqlite' | 'postgres', q: string): TextTerm {
  const short = isShortTerm(q);
  if (dialect === 'sqlite')
    return {
      short,
      value: short ? `"${gramToken(q.toLowerCase())}"` : `"${q.replace(/"/g, '""')}"`,
      ...(CASELESS_TERM.test(q) && { exact: true }),
    };
  if (CASELESS_TERM.test(q)) return { short, value: short ? q : escapeLike(q), exact: true };
  return { short, value: short ? q : escapeLike(q) };
}

/** SQLite: the FTS5 table that answers a term. */
export const sqliteTextTable = (term: TextTerm) => (term.short ? 'proposals_grams' : 'proposals_search');

/**
 * Substring search over title + analysis + suggestions, case-insensitive, from an index on both dialects:
 * terms of one or two characters from the gram index (0010), longer ones from the trigram index —
 * PostgreSQL: ILIKE over the expression the pg_trgm GIN index covers (0003); SQLite: the FTS5 trigram
 * table (0004), the term as one quoted phrase, so it is a plain substring match like LIKE.
 */
export function textMatches(dialect: 'sqlite' | 'postgres', term: TextTerm, walkSortIndex = false) {
  if (dialect === 'sqlite') {
    const table = sql.table(sqliteTextTable(term));
    // `+rowid` keeps SQLite from fetching the matches by rowid: it walks the sort index instead and tests
    // each row against the match list (see listProposals).
    const rowid = sql.raw(walkSortIndex ? '+proposals.rowid' : 'proposals.rowid');
    return sql<SqlBool>`${rowid} in (select rowid from ${table} where ${table} match ${term.value})`;
  }
  const expression = sql.raw(
    PROPOSAL_SEARCH_EXPRESSION.replace(/(title|analysis|suggestions)/g, 'proposals.$1'),
  );
  if (term.exact && !term.short) return sql<SqlBool>`${expression} like ${term.value} escape '\\'`;
  return term.short
    ? sql<SqlBool>`proposal_grams(${expression}) @> array[lower(${term.value})]`
    : sql<SqlBool>`${expression} ilike ${term.value} escape '\\'`;
}

export function findProposal(db: Kysely<DB>, id: string): Promise<ProposalRow | undefined> {
  return db.selectFrom('proposals').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findVisibleProposal(
  db: Kysely<DB>,
  id: string,
  caller: Caller,
): Promise<ProposalRow | undefined> {
  return db
    .selectFrom('proposals')
    .selectAll()
    .where('proposals.id', '=', id)
    .where(visibleTo(caller))
    .executeTakeFirst();
}

export async function insertProposal(db: Kysely<DB>, row: ProposalRow): Promise<void> {
  await db.insertInto('proposals').values(row).execute();
}

export async function setProposalNumber(db: Kysely<DB>, id: string, number: number): Promise<void> {
  await db.updateTable('proposals').set({ number }).where('id', '=', id).execute();
}

export function listSigners(db: Kysely<DB>, proposalId: string): Promise<SignerRow[]> {
  return db.selectFrom('proposalSigners').selectAll().where('proposalId', '=', proposalId).execute();
}

export async function insertSigner(db: Kysely<DB>, row: Insertable<ProposalSignersTable>): Promise<void> {
  await db.insertInto('proposalSigners').values(row).execute();
}

export async function updateSigner(
  db: Kysely<DB>,
  proposalId: string,
  userId: string,
  patch: Partial<SignerRow>,
): Promise<void> {
  await db
    .updateTable('proposalSigners')
    .set(patch)
    .where('proposalId', '=', proposalId)
    .where('userId', '=', userId)
    .execute();
}

export interface EventInput {
  proposalId: string;
  taskId?: string | null;
  actorId: string | null;
  action: string;
  fromState: string | null;
  toState: string | null;
  comment: string | null;
  /** Issue 27: the paper a step was typed in from (the actor is the typist). */
  paperNumber?: string | null;
}

export async function insertEvent(
  db: Kysely<DB>,
  id: string,
  event: EventInput,
  createdAt: string,
): Promise<void> {
  await db
    .insertInto('proposalEvents')
    .values({ id, taskId: null, ...event, createdAt })
    .execute();
}

// --- reads for the API -------------------------------------------------------------------------------

/**
 * What a list row shows (presenter's toSummary), not the whole row: the texts (analysis, suggestions) are
 * most of a proposal's bytes, and a page of 20 read through a SQLite read worker is copied across threads.
 */
const SUMMARY_COLUMNS = [
  'proposals.id',
  'proposals.sessionId',
  'proposals.number',
  'proposals.title',
  'proposals.kind',
  'proposals.categoryCode',
  'proposals.state',
  'proposals.isPlenary',
  'proposals.isKey',
  'proposals.isExcellent',
  'proposals.firstProposerId',
  'proposals.submittedAt',
  'proposals.registeredAt',
  'proposals.createdAt',
  'proposals.updatedAt',
  'proposals.version',
] as const;

export function summaryQuery(db: Kysely<DB>) {
  return db
    .selectFrom('proposals')
    .innerJoin('sessions', 'sessions.id', 'proposals.sessionId')
    .innerJoin('users as proposer', 'proposer.id', 'proposals.firstProposerId')
    .select(SUMMARY_COLUMNS)
    .select((eb) => [
      'sessions.name as sessionName',
      'proposer.displayName as proposerName',
      eb
        .selectFrom('proposalSigners')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('proposalSigners.proposalId', '=', 'proposals.id')
        .where('proposalSigners.state', '!=', 'declined')
        .as('signerCount'),
    ]);
}
export type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>['executeTakeFirstOrThrow']>>;

/**
 * The list filters as one condition, applied alike to the total and the page (list-repository). `term`:
 * the search term when it is not `query.q` (a compiled shape binds it, list-repository).
 */
export function listFilter(
  dialect: 'sqlite' | 'postgres',
  caller: Caller,
  query: Omit<ProposalListQuery, 'page' | 'pageSize'>,
  walkSortIndex = false,
  term: TextTerm | undefined = query.q ? textTerm(dialect, query.q) : undefined,
) {
  return (eb: ProposalScope): Expression<SqlBool> => {
    const all: Expression<SqlBool>[] = [visibleTo(caller, query.scope)(eb)];
    // Session and states bound inside casts (db/bound-text.ts): their plans follow which filters are set
    // and how many states, not the values.
    if (query.sessionId) all.push(eb('proposals.sessionId', '=', boundText(query.sessionId)));
    if (query.state && query.state.length > 0)
      all.push(eb('proposals.state', 'in', query.state.map(boundText)));
    if (query.category) all.push(eb('proposals.categoryCode', '=', query.category));
    if (query.kind) all.push(eb('proposals.kind', '=', query.kind));
    if (query.key !== undefined) all.push(eb('proposals.isKey', '=', query.key ? 1 : 0));
    if (query.excellent !== undefined) all.push(eb('proposals.isExcellent', '=', query.excellent ? 1 : 0));
    if (query.proposerId) all.push(eb('proposals.firstProposerId', '=', query.proposerId));
    if (term) all.push(textMatches(dialect, term, walkSortIndex));
    return eb.and(all);
  };
}

export function findSummary(db: Kysely<DB>, id: string): Promise<SummaryRow | undefined> {
  return summaryQuery(db).where('proposals.id', '=', id).executeTakeFirst();
}

export function signersWithNames(db: Kysely<DB>, proposalId: string) {
  return db
    .selectFrom('proposalSigners')
    .innerJoin('users', 'users.id', 'proposalSigners.userId')
    .selectAll('proposalSigners')
    .select(['users.displayName', 'users.memberProfile'])
    .where('proposalSigners.proposalId', '=', proposalId)
    .orderBy('proposalSigners.isFirst', 'desc')
    .orderBy('proposalSigners.invitedAt')
    .orderBy('users.displayName')
    .execute();
}

export function eventsWithNames(db: Kysely<DB>, proposalId: string) {
  return db
    .selectFrom('proposalEvents')
    .leftJoin('users', 'users.id', 'proposalEvents.actorId')
    .selectAll('proposalEvents')
    .select('users.displayName as actorName')
    .where('proposalEvents.proposalId', '=', proposalId)
    .orderBy('proposalEvents.createdAt')
    .orderBy('proposalEvents.id')
    .execute();
}

export function attachmentsWithNames(db: Kysely<DB>, ownerKind: string, ownerId: string) {
  return attachmentsWithUploader(db)
    .where('attachments.ownerKind', '=', ownerKind)
    .where('attachments.ownerId', '=', ownerId)
    .orderBy('attachments.createdAt')
    .execute();
}

/** Id, title, number and state of proposals with their session's name: what related-proposal lists show. */
export function proposalHeadingsWithSession(db: Kysely<DB>) {
  return db
    .selectFrom('proposals')
    .innerJoin('sessions', 'sessions.id', 'proposals.sessionId')
    .select([
      'proposals.id',
      'proposals.title',
      'proposals.number',
      'proposals.state',
      'sessions.name as sessionName',
    ]);
}

export function membersMatching(db: Kysely<DB>, q: string | undefined) {
  let query = db
    .selectFrom('users')
    .select(['id', 'displayName', 'memberProfile'])
    .where('roles', 'like', '%"members"%')
    .where('disabled', '=', 0);
  if (q)
    query = query.where(sql`lower(display_name)`, 'like', sql`${escapeLike(q.toLowerCase())} escape '\\'`);
  return query.orderBy('displayName').limit(200).execute();
}
