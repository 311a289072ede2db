import type { ProposalListQuery } from '@cppcc/contracts';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { keysetAfter, keysetOrderBy, type KeysetOrder, type SortCursor } from '../../db/keyset';
import { boundText } from '../../db/bound-text';
import type { DB } from '../../db/schema';
import type { Caller } from '../auth/guard';

/**
 * The member's own list in its default order (newest change first, either direction), at most filtered by
 * state: what 0043's index of a user's signatures answers without reading a proposal. The rows are the
 * same as under visibleTo(caller, 'mine') — a member sees what they sign, in any signature state.
 */
export function signerListApplies(caller: Caller, query: ProposalListQuery): boolean {
  return (
    query.scope === 'mine' &&
    caller.roles.includes('members') &&
    query.sort === 'updatedAt' &&
    !query.sessionId &&
    !query.category &&
    !query.kind &&
    query.key === undefined &&
    query.excellent === undefined &&
    !query.proposerId &&
    !query.q
  );
}

/** The same order as listKeyset's for `updatedAt`, on the signature's copies (never empty). */
export const signerKeyset = (order: ProposalListQuery['order']): KeysetOrder => ({
  column: 'proposal_signers.proposal_updated_at',
  id: 'proposal_signers.proposal_id',
  nullable: false,
  order,
});

function signatures(db: Kysely<DB>, caller: Caller, query: ProposalListQuery) {
  let rows = db.selectFrom('proposalSigners').where('proposalSigners.userId', '=', boundText(caller.id));
  if (query.state && query.state.length > 0)
    rows = rows.where('proposalSigners.proposalState', 'in', query.state);
  return rows;
}

/** The page's ids and sort values, as listProposals joins them to their summaries. */
export function signerPageIds(
  db: Kysely<DB>,
  caller: Caller,
  query: ProposalListQuery,
  after: SortCursor | undefined,
  page: { limit: RawBuilder<number>; offset: RawBuilder<number> },
) {
  const key = signerKeyset(query.order);
  // The sort value typed as listProposals' own ids select it, so either joins to the summaries alike.
  const sortValue = sql<string | number | null>`${sql.ref(key.column)}`.as('sortValue');
  let ids = signatures(db, caller, query).select(['proposalSigners.proposalId as id', sortValue]);
  if (after) ids = ids.where(keysetAfter(key, after));
  for (const term of keysetOrderBy(key)) ids = ids.orderBy(term);
  return ids.limit(page.limit).offset(page.offset);
}

/**
 * The list's total: the caller's signatures (in the states asked for), from their kept counts per state
 * (0047) — a row or a few, not a count of each of the member's signatures on every page.
 */
export function signerTotal(db: Kysely<DB>, caller: Caller, query: ProposalListQuery) {
  let counts = db
    .selectFrom('proposalSignerCounts')
    .where('proposalSignerCounts.userId', '=', boundText(caller.id))
    .select(sql<number | string>`coalesce(sum(proposal_signer_counts.n), 0)`.as('n'));
  if (query.state && query.state.length > 0)
    counts = counts.where('proposalSignerCounts.state', 'in', query.state);
  return counts.$asScalar();
}
