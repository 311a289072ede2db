import {
  PROPOSAL_STATES,
  type MemberPicker,
  type ProposalCounts,
  type ProposalDetail,
  type ProposalList,
  type ProposalListQuery,
  type ProposalState,
} from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { fromDbJson } from '../../db/values';
import { notFound } from '../../http/errors';
import type { Caller } from '../auth/guard';
import { topicsService } from '../topics/service';
import { actorKinds, loadVisible, type ProposalsEnv } from './context';
import { proposalHeading, unitNamesById, userName } from './lookups-repository';
import { sectorOf, toDetail, toSummary } from './presenter';
import { countByState } from './counts-repository';
import { decodeListCursor, encodeListCursor } from './list-cursor';
import { listProposals } from './list-repository';
import {
  attachmentsWithNames,
  eventsWithNames,
  findSummary,
  membersMatching,
  signersWithNames,
} from './repository';

export async function proposalDetail(id: string, caller: Caller, trx: Kysely<DB>): Promise<ProposalDetail> {
  const row = await loadVisible(trx, id, caller);
  const summary = await findSummary(trx, row.id);
  if (!summary) throw notFound();
  const [signers, events, attachments] = await Promise.all([
    signersWithNames(trx, row.id),
    eventsWithNames(trx, row.id),
    attachmentsWithNames(trx, 'proposal', row.id),
  ]);
  const unitIds = fromDbJson<string[]>(row.suggestedUnitIds);
  const units = await unitNamesById(trx, unitIds);
  const merged = row.mergedIntoId ? await proposalHeading(trx, row.mergedIntoId) : undefined;
  const leader = row.keyLeaderId ? await userName(trx, row.keyLeaderId) : undefined;
  const topic = await topicsService(trx).title(trx, row.topicId);
  return toDetail({
    row,
    summary,
    signers,
    events,
    attachments,
    suggestedUnits: unitIds.flatMap((unitId) => units.filter((unit) => unit.id === unitId)),
    merged,
    leader,
    topic,
    callerId: caller.id,
    kinds: actorKinds(caller, signers),
  });
}

export async function proposalList(
  env: ProposalsEnv,
  caller: Caller,
  query: ProposalListQuery,
): Promise<ProposalList> {
  const after = query.after === undefined ? undefined : decodeListCursor(query, query.after);
  const listed = await listProposals(env.db, env.dialect, caller, query, after);
  return {
    items: listed.rows.map(toSummary),
    total: listed.total,
    totalCapped: listed.capped,
    page: query.page,
    pageSize: query.pageSize,
    nextCursor: listed.next ? encodeListCursor(query, listed.next) : null,
  };
}

export async function proposalCounts(
  db: Kysely<DB>,
  caller: Caller,
  scope: 'mine' | 'all',
  sessionId?: string,
): Promise<ProposalCounts> {
  const rows = await countByState(db, caller, scope, sessionId);
  const counts = Object.fromEntries(PROPOSAL_STATES.map((state) => [state, 0])) as Record<
    ProposalState,
    number
  >;
  let total = 0;
  for (const row of rows) {
    if (row.state in counts) counts[row.state as ProposalState] = row.n;
    total += row.n;
  }
  return { counts, total };
}

/** The member picker of the co-sign invitation. */
export async function memberPicker(db: Kysely<DB>, q: string | undefined): Promise<MemberPicker> {
  const rows = await membersMatching(db, q);
  return {
    items: rows.map((row) => ({
      id: row.id,
      displayName: row.displayName,
      sector: sectorOf(row.memberProfile),
    })),
  };
}
