import { inTransaction } from '../../db/transaction';
import { updateVersioned } from '../../db/versioned';
import { fromDbBool } from '../../db/values';
import { conflict } from '../../http/errors';
import type { Caller } from '../auth/guard';
import { todoService } from '../todo-app/service';
import { loadVisible, stateKey, writeEvent, type ProposalsEnv } from './context';
import { listSigners, updateSigner, type ProposalRow } from './repository';

/** An invited co-signer accepts or declines; the proposal's version moves so open editors refresh. */
export async function respondToInvitation(
  env: ProposalsEnv,
  id: string,
  caller: Caller,
  accept: boolean,
): Promise<ProposalRow> {
  return inTransaction(env.db, async (trx) => {
    const row = await loadVisible(trx, id, caller);
    const signers = await listSigners(trx, row.id);
    const mine = signers.find((signer) => signer.userId === caller.id && !fromDbBool(signer.isFirst));
    if (!mine || mine.state !== 'invited') throw conflict('proposal.noInvitation');
    if (row.state !== 'cosigning')
      throw conflict('proposal.wrongState', {
        params: { state: stateKey(row.state), action: accept ? 'signer.accept' : 'signer.decline' },
      });
    const now = env.clock();
    await updateSigner(trx, row.id, caller.id, { state: accept ? 'accepted' : 'declined', answeredAt: now });
    if (!(await updateVersioned(trx, 'proposals', row.id, row.version, { updatedAt: now })))
      throw conflict('proposal.changedMeanwhile');
    await todoService(trx, { now: env.clock }).completeWorkflowTodos(row.id, 'cosign', caller.id);
    await writeEvent(
      trx,
      {
        proposalId: row.id,
        actorId: caller.id,
        action: accept ? 'cosign_accept' : 'cosign_decline',
        fromState: row.state,
        toState: row.state,
        comment: null,
      },
      now,
    );
    return { ...row, updatedAt: now, version: row.version + 1 };
  });
}
