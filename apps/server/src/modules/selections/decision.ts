import type { SelectionDecisionBody, SelectionKind } from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { fromDbBool, type Clock } from '../../db/values';
import { invalidFields } from '../../http/errors';
import type { Caller } from '../auth/guard';
import { supervisionService } from '../oversight/supervision';
import { proposalsService } from '../proposals/service';
import { listCandidates, setChosen, type SelectionRow } from './repository';

interface DecisionInput {
  row: SelectionRow;
  caller: Caller;
  body: SelectionDecisionBody;
  /** Who may be named a supervising leader (the leader role, enabled). */
  leaders: ReadonlySet<string>;
  deps: { dialect: 'sqlite' | 'postgres'; now: Clock };
}

/**
 * The committee's decision: the chosen candidates (and, for key proposals, each one's leader) are recorded,
 * and the proposals' flags set through their own paths, inside the decision's transaction —
 * excellent proposals by the `mark_excellent` step (the proposal's event log names who and when), key
 * proposals through the key-proposal path (is_key, key_leader_id; event `mark_key`). Answers the chosen names.
 */
export async function decideEffects(trx: Kysely<DB>, input: DecisionInput): Promise<string[]> {
  const { row, caller, body, leaders, deps } = input;
  const kind = row.kind as SelectionKind;
  const candidates = await listCandidates(trx, row.id);
  const byId = new Map(candidates.map((candidate) => [candidate.id, candidate]));
  const seen = new Set<string>();
  const fields: Record<string, string> = {};
  body.chosen.forEach((item, index) => {
    if (!byId.has(item.candidateId) || seen.has(item.candidateId))
      fields[`chosen.${index}.candidateId`] = 'selections.candidateUnknown';
    seen.add(item.candidateId);
    if (kind === 'key_proposal') {
      if (!item.leaderId) fields[`chosen.${index}.leaderId`] = 'selections.leaderRequired';
      else if (!leaders.has(item.leaderId)) fields[`chosen.${index}.leaderId`] = 'selections.leaderInvalid';
    }
  });
  if (Object.keys(fields).length > 0) throw invalidFields(fields);

  await setChosen(
    trx,
    row.id,
    body.chosen.map((item) => ({
      candidateId: item.candidateId,
      leaderId: kind === 'key_proposal' ? (item.leaderId ?? null) : null,
    })),
  );
  const names: string[] = [];
  for (const item of body.chosen) {
    const candidate = byId.get(item.candidateId);
    if (!candidate) continue;
    names.push(candidate.proposalTitle ?? candidate.unitName ?? '');
    if (!candidate.proposalId || candidate.proposalVersion === null) continue;
    if (kind === 'excellent_proposal' && !fromDbBool(candidate.proposalExcellent))
      await proposalsService(trx, deps).transition(
        candidate.proposalId,
        'mark_excellent',
        { comment: row.title },
        caller,
        candidate.proposalVersion,
      );
    if (kind === 'key_proposal')
      await supervisionService(trx, { dialect: deps.dialect }).setKey(candidate.proposalId, caller, {
        version: candidate.proposalVersion,
        isKey: true,
        leaderId: item.leaderId ?? null,
      });
  }
  return names;
}
