import {
  checkTransition,
  proposalMachine,
  type ProposalState,
  type ProposalUpdateBody,
} from '@cppcc/contracts';
import { inTransaction } from '../../db/transaction';
import { updateVersioned } from '../../db/versioned';
import { conflict, forbidden } from '../../http/errors';
import type { Caller } from '../auth/guard';
import { contentPatch } from './content';
import { actionKey, actorKinds, checkCategory, loadVisible, stateKey, type ProposalsEnv } from './context';
import { topicsService } from '../topics/service';
import { checkUnits } from './create';
import { listSigners, type ProposalRow } from './repository';

/** Autosave: only the first proposer, only in draft/returned (the machine's `save`), version-checked. */
export async function saveProposal(
  env: ProposalsEnv,
  id: string,
  caller: Caller,
  input: ProposalUpdateBody,
): Promise<ProposalRow> {
  checkCategory(input.categoryCode, await env.settings());
  return inTransaction(env.db, async (trx) => {
    const row = await loadVisible(trx, id, caller);
    const kinds = actorKinds(caller, await listSigners(trx, row.id));
    const check = checkTransition(proposalMachine, row.state as ProposalState, 'save', kinds);
    if (!check.ok) {
      if (check.reason === 'invalid_state' && kinds.includes('first_proposer'))
        throw conflict('proposal.wrongState', {
          params: { state: stateKey(row.state), action: actionKey('save') },
        });
      throw forbidden('proposal.notEditable');
    }
    if (row.version !== input.version) throw conflict('proposal.changedMeanwhile');
    await checkUnits(trx, input.suggestedUnitIds);
    await topicsService(trx).checkProposalTopic(trx, row.sessionId, input.topicId);
    const { version: _version, ...content } = input;
    const patch = { ...contentPatch(content), updatedAt: env.clock() };
    if (!(await updateVersioned(trx, 'proposals', row.id, input.version, patch)))
      throw conflict('proposal.changedMeanwhile');
    return { ...row, ...patch, version: row.version + 1 };
  });
}
