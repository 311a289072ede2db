import type { PaperProposalBody } from '@cppcc/contracts';
import { inTransaction } from '../../db/transaction';
import { fromDbBool, fromDbJson } from '../../db/values';
import { conflict, invalidFields } from '../../http/errors';
import type { Caller } from '../auth/guard';
import { sessionsService } from '../sessions/service';
import type { ProposalsEnv } from './context';
import { createProposal } from './create';
import { paperNumberUsed, usersWithRoles } from './lookups-repository';
import { insertSigner, type ProposalRow } from './repository';
import { proposalTransition } from './transition';

/** The member of record of a paper submission: an enabled user with the `members` role (400 otherwise). */
export async function paperMember(db: ProposalsEnv['db'], memberId: string): Promise<Caller> {
  const [user] = await usersWithRoles(db, [memberId]);
  const roles = user ? fromDbJson<string[]>(user.roles) : [];
  if (!user || fromDbBool(user.disabled) || !roles.includes('members'))
    throw invalidFields({ memberId: 'paper.notMember' });
  return { id: user.id, roles: ['members'], unitId: null };
}

/** The co-signers of a paper: enabled members other than the member of record (400 `cosignerIds`). */
async function paperCosigners(db: ProposalsEnv['db'], memberId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const users = await usersWithRoles(db, ids);
  const members = users.filter(
    (user) => !fromDbBool(user.disabled) && fromDbJson<string[]>(user.roles).includes('members'),
  );
  if (ids.includes(memberId) || members.length !== new Set(ids).size)
    throw invalidFields({ cosignerIds: 'paper.cosignerNotMember' });
  return [...new Set(ids)];
}

/**
 * 录入纸质提案 (issue 27): in one transaction, the member's draft (the member is its first proposer; the
 * event names the typist and the paper), the co-signers who signed the paper (recorded as accepted: no
 * invitation goes out) and the `enter_paper` transition that submits it. Incomplete content, a paper
 * number the session already has, or a co-signer who is no member is refused and nothing is written.
 */
export async function enterPaperProposal(
  env: ProposalsEnv,
  typist: Caller,
  input: PaperProposalBody,
): Promise<ProposalRow> {
  return inTransaction(env.db, async (trx) => {
    const member = await paperMember(trx, input.memberId);
    const { memberId: _memberId, paperNumber, cosignerIds, ...content } = input;
    const cosigners = await paperCosigners(trx, member.id, cosignerIds);
    const sessions = sessionsService(trx);
    const session = content.sessionId ? await sessions.get(content.sessionId) : await sessions.current();
    if (!session) throw conflict('proposal.noCurrentSession');
    if (await paperNumberUsed(trx, session.id, paperNumber))
      throw invalidFields({ paperNumber: 'paper.numberUsed' });
    const trxEnv = { ...env, db: trx };
    const draft = await createProposal(
      trxEnv,
      member,
      { ...content, sessionId: session.id },
      {
        typistId: typist.id,
        paperNumber,
      },
    );
    for (const userId of cosigners)
      await insertSigner(trx, {
        proposalId: draft.id,
        userId,
        isFirst: 0,
        state: 'accepted',
        invitedAt: draft.createdAt,
        answeredAt: draft.createdAt,
      });
    return proposalTransition(trxEnv)(draft.id, 'enter_paper', { paperNumber }, typist, draft.version);
  });
}
