import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import { PROPOSAL_SEARCH_EXPRESSION } from '../../../db/proposal-search';
import type { DB } from '../../../db/schema';
import { gramToken } from '../../../db/text-grams';
import type { Caller } from '../../auth/guard';
import { PRIVATE_STATES, visibleTo } from '../repository';

/** SQL of 查重: candidates from the gram index, their texts, units and replies. */

type Scope = ExpressionBuilder<DB, 'proposals'>;

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
        .where('replies.publication', 'in', ['full', 'summary']),
    ),
  ]);
}

/** What a caller may be shown: the published proposals and THE visibility rule's. */
export function listable(caller: Caller) {
  const visible = visibleTo(caller);
  return (eb: Scope): Expression<SqlBool> => eb.or([published(eb), visible(eb)]);
}

export interface Exclusions {
  /** The draft being edited. */
  id: string | undefined;
  /** Its session: drafts and co-sign rounds of it are other work in progress, never listed. */
  sessionId: string | undefined;
}

function excluding(exclude: Exclusions) {
  return (eb: Scope): Expression<SqlBool> => {
    const clauses: Expression<SqlBool>[] = [];
    if (exclude.id) clauses.push(eb('proposals.id', '!=', exclude.id));
    if (exclude.sessionId)
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
 * Ids of up to `limit` proposals containing one whole probe (each a conjunction of bigrams), best first:
 * SQLite ranks the FTS5 gram index's matches (0010) by bm25, so proposals sharing more and rarer probes
 * come first; PostgreSQL takes the gram GIN index's matches (0010) and orders them by pg_trgm's similarity
 * to the draft. `rankLimit` bounds how many matches SQLite ranks before the access filter.
 */
export async function candidateIds(
  db: Kysely<DB>,
  dialect: 'sqlite' | 'postgres',
  probes: readonly string[][],
  draft: string,
  filter: { caller: Caller; exclude: Exclusions; sessionId?: string; states?: readonly string[] },
  limit: number,
): Promise<string[]> {
  if (probes.length === 0) return [];
  let query;
  if (dialect === 'sqlite') {
    const match = probes
      .map((grams) => `(${grams.map((gram) => `"${gramToken(gram)}"`).join(' AND ')})`)
      .join(' OR ');
    query = db
      .selectFrom(
        sql<{
          rowid: number;
          rank: number;
        }>`(select rowid, rank from proposals_grams where proposals_grams match ${match} order by rank limit ${limit * 8})`.as(
          'm',
        ),
      )
      .innerJoin('proposals', (join) => join.on(sql<SqlBool>`proposals.rowid = m.rowid`))
      .select('proposals.id')
      .orderBy(sql`m.rank`);
  } else {
    const arrays = probes.map(
      (grams) => sql`proposal_grams(${expression}) @> array[${sql.join(grams)}]::text[]`,
    );
    // OFFSET 0 fences the index matches from the planner, which would otherwise test the gram function
    // on rows walked another way.
    query = db
      .selectFrom(
        db
          .selectFrom('proposals')
          .selectAll('proposals')
          .where(sql<SqlBool>`(${sql.join(arrays, sql` or `)})`)
          .offset(0)
          .as('proposals'),
      )
      .select('proposals.id')
      .orderBy(sql`similarity(${expression}, ${draft})`, 'desc');
  }
  query = query.where(listable(filter.caller)).where(excluding(filter.exclude));
  if (filter.sessionId) query = query.where('proposals.sessionId', '=', filter.sessionId);
  if (filter.states) query = query.where('proposals.state', 'in', [...filter.states]);
  return (await query.limit(limit).execute()).map((row) => row.id);
}

/** Ids of the proposals the caller signs, newest first: always compared, whatever the index ranks. */
export async function ownIds(db: Kysely<DB>, caller: Caller, exclude: Exclusions, limit: number) {
  const rows = await db
    .selectFrom('proposals')
    .select('proposals.id')
    .where(visibleTo(caller, 'mine'))
    .where(excluding(exclude))
    .orderBy('proposals.updatedAt', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** The candidates' texts and headings, whether the caller signs each and whether it is published. */
export function candidateRows(db: Kysely<DB>, ids: readonly string[], caller: Caller) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('proposals')
    .innerJoin('sessions', 'sessions.id', 'proposals.sessionId')
    .select((eb) => [
      'proposals.id',
      'proposals.title',
      'proposals.analysis',
      'proposals.suggestions',
      'proposals.number',
      'proposals.state',
      'proposals.version',
      'sessions.name as sessionName',
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
      sql<SqlBool>`${visibleTo(caller)(eb)}`.as('isVisible'),
    ])
    .where('proposals.id', 'in', [...ids])
    .execute();
}
export type CandidateRow = Awaited<ReturnType<typeof candidateRows>>[number];

/** Names of the units handling each proposal (tasks not cancelled), lead first. */
export function unitNamesOf(db: Kysely<DB>, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('tasks')
    .innerJoin('units', 'units.id', 'tasks.unitId')
    .select(['tasks.proposalId', 'units.name'])
    .where('tasks.proposalId', 'in', [...ids])
    .where('tasks.state', '!=', 'cancelled')
    .orderBy('tasks.proposalId')
    .orderBy('tasks.role', 'desc')
    .orderBy('units.name')
    .execute();
}

/**
 * Approved replies of the proposals, newest first; `publicOnly` ids get only replies published in full or
 * as a summary (the caller may not open those proposals).
 */
export function approvedReplies(db: Kysely<DB>, ids: readonly string[], publicOnly: ReadonlySet<string>) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('replies')
    .select(['replies.proposalId', 'replies.body', 'replies.resultClass', 'replies.publication'])
    .where('replies.proposalId', 'in', [...ids])
    .where('replies.state', '=', 'approved')
    .where((eb) =>
      publicOnly.size === 0
        ? eb.lit(true)
        : eb.or([
            eb('replies.proposalId', 'not in', [...publicOnly]),
            eb('replies.publication', 'in', ['full', 'summary']),
          ]),
    )
    .orderBy('replies.reviewedAt', 'desc')
    .execute();
}

/** The session of the current meeting (new drafts go there). */
export async function currentSessionId(db: Kysely<DB>): Promise<string | undefined> {
  const row = await db.selectFrom('sessions').select('id').where('isCurrent', '=', 1).executeTakeFirst();
  return row?.id;
}
