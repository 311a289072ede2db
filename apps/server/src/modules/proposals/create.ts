import type { ProposalCreateBody } from '@cppcc/contracts';
import { inTransaction } from '../../db/transaction';
import { newId } from '../../db/values';
import { conflict, invalidFields } from '../../http/errors';
import type { Caller } from '../auth/guard';
import { sessionsService } from '../sessions/service';
import { topicsService } from '../topics/service';
import { contentPatch } from './content';
import { checkCategory, writeEvent, type ProposalsEnv } from './context';
import { contactOfUser, existingUnitIds } from './lookups-repository';
import { insertProposal, insertSigner, type ProposalRow } from './repository';

/** The suggested units must exist (400 naming the field otherwise). */
export async function checkUnits(
  db: ProposalsEnv['db'],
  unitIds: readonly string[] | undefined,
): Promise<void> {
  if (!unitIds || unitIds.length === 0) return;
  if ((await existingUnitIds(db, unitIds)).length !== new Set(unitIds).size)
    throw invalidFields({ suggestedUnitIds: 'proposal.unitUnknown' });
}

/** Who typed a proposal a member handed in on paper (issue 27), and the paper's number. */
export interface PaperOrigin {
  typistId: string;
  paperNumber: string;
}

/**
 * A new draft by a member, who becomes its first proposer (领衔人); with `paper`, staff typed it in for the
 * member (`caller` is then the member) and the event log names the typist and the paper.
 */
export async function createProposal(
  env: ProposalsEnv,
  caller: Caller,
  input: ProposalCreateBody,
  paper?: PaperOrigin,
): Promise<ProposalRow> {
  checkCategory(input.categoryCode, await env.settings());
  return inTransaction(env.db, async (trx) => {
    const sessions = sessionsService(trx);
    const session = input.sessionId ? await sessions.get(input.sessionId) : await sessions.current();
    if (!session) throw conflict('proposal.noCurrentSession');
    await checkUnits(trx, input.suggestedUnitIds);
    await topicsService(trx).checkProposalTopic(trx, session.id, input.topicId);
    const user = await contactOfUser(trx, caller.id);
    const now = env.clock();
    const row: ProposalRow = {
      id: newId(),
      sessionId: session.id,
      number: null,
      title: '',
      analysis: '',
      suggestions: '',
      kind: 'individual',
      collectiveBody: null,
      categoryCode: null,
      isPlenary: 0,
      suggestedUnitIds: '[]',
      publicity: 'public',
      privateReason: null,
      contactName: user.displayName.replace(/^委员\s*/, ''),
      contactPhone: user.phone ?? '',
      contactAddress: '',
      state: 'draft',
      version: 1,
      isKey: 0,
      keyLeaderId: null,
      isExcellent: 0,
      isRehandling: 0,
      reviewComment: null,
      notRegisteredReason: null,
      disposition: null,
      mergedIntoId: null,
      handlingMode: null,
      assignedAt: null,
      dueDate: null,
      signByDate: null,
      firstProposerId: caller.id,
      submittedAt: null,
      registeredAt: null,
      closedAt: null,
      topicId: null,
      paperNumber: paper?.paperNumber ?? null,
      createdAt: now,
      updatedAt: now,
      ...contentPatch(input),
    };
    await insertProposal(trx, row);
    await insertSigner(trx, {
      proposalId: row.id,
      userId: caller.id,
      isFirst: 1,
      state: 'accepted',
      invitedAt: now,
      answeredAt: now,
    });
    await writeEvent(
      trx,
      {
        proposalId: row.id,
        actorId: paper?.typistId ?? caller.id,
        action: 'create',
        fromState: null,
        toState: 'draft',
        comment: null,
        paperNumber: paper?.paperNumber ?? null,
      },
      now,
    );
    return row;
  });
}
