import {
  PROPOSAL_COUNT_CAP,
  PROPOSAL_STATES,
  type ProposalListQuery,
  type ProposalState,
} from '@cppcc/contracts';
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { DB } from '../../db/schema';
import type { Caller } from '../auth/guard';
import { isStaff, PRIVATE_STATES, visibleTo } from './repository';

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
  if (sessionId) query = query.where('proposalStateCounts.sessionId', '=', sessionId);
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
 * The total of a list: exact from the kept counts where they answer (staff, session and states), else
 * counted up to PROPOSAL_COUNT_CAP under the list's own filter (visibility included) and capped past it.
 */
export async function countListed(
  db: Kysely<DB>,
  caller: Caller,
  query: ProposalListQuery,
  filter: ProposalFilter,
): Promise<{ total: number; capped: boolean }> {
  if (keptCountsApply(caller, query.scope) && onlySessionAndState(query)) {
    const { open, own } = splitStates(caller, query.state?.length ? query.state : PROPOSAL_STATES);
    const kept = open.length === 0 ? [] : await keptCounts(db, open, query.sessionId);
    let total = kept.reduce((sum, row) => sum + Number(row.n), 0);
    if (own.length > 0) {
      const row = await db
        .selectFrom('proposals')
        .where(filter)
        .where('proposals.state', 'in', own)
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      total += Number(row.n);
    }
    return { total, capped: false };
  }
  const { n } = await db
    .selectFrom(
      db
        .selectFrom('proposals')
        .select(sql<number>`1`.as('one'))
        .where(filter)
        .limit(PROPOSAL_COUNT_CAP + 1)
        .as('matches'),
    )
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  const total = Number(n);
  return total > PROPOSAL_COUNT_CAP ? { total: PROPOSAL_COUNT_CAP, capped: true } : { total, capped: false };
}

/** How many proposals the caller sees in each state (GET /api/proposals/counts): always exact. */
export async function countByState(
  db: Kysely<DB>,
  caller: Caller,
  scope: 'mine' | 'all',
  sessionId: string | undefined,
): Promise<{ state: string; n: number }[]> {
  const kept = keptCountsApply(caller, scope);
  const { open, own } = splitStates(caller, PROPOSAL_STATES);
  if (kept && own.length === 0) return keptRows(await keptCounts(db, open, sessionId));
  let query = db.selectFrom('proposals').where(visibleTo(caller, scope));
  if (sessionId) query = query.where('proposals.sessionId', '=', sessionId);
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
