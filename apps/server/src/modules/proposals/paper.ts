import type { PaperProposalBody } from '@cppcc/contracts';
import { inTransaction } from '../../db/transaction';
import { fromDbBool, fromDbJson } from '../../db/values';
import { invalidFields } from '../../http/errors';
import type { Caller } from '../auth/guard';
import type { ProposalsEnv } from './context';
import { createProposal } from './create';
import { usersWithRoles } from './lookups-repository';
import type { ProposalRow } from './repository';
import { proposalTransition } from './transition';

/** The member of record of a paper submission: an enabled user with the `members` role (400 otherwise). */
export async function paperMember(db: ProposalsEnv['db'], memberId: string): Promise<Caller> {
  const [user] = await usersWithRoles(db, [memberId]);
  const roles = user ? fromDbJson<string[]>(user.roles) : [];
  if (!user || fromDbBool(user.disabled) || !roles.includes('members'))
    throw invalidFields({ memberId: 'paper.notMember' });
  return { id: user.id, roles: ['members'], unitId: null };
}

/**
 * 录入纸质提案 (issue 27): in one transaction, the member's draft (the member is its first proposer; the
 * event names the typist and the paper) and the `enter_paper` transition that submits it. Incomplete
 * content is refused (400 naming the fields) and nothing is written.
 */
export async function enterPaperProposal(
  env: ProposalsEnv,
  typist: Caller,
  input: PaperProposalBody,
): Promise<ProposalRow> {
  return inTransaction(env.db, async (trx) => {
    const member = await paperMember(trx, input.memberId);
    const { memberId: _memberId, paperNumber, ...content } = input;
    const trxEnv = { ...env, db: trx };
    const draft = await createProposal(trxEnv, member, content, { typistId: typist.id, paperNumber });
    return proposalTransition(trxEnv)(draft.id, 'enter_paper', { paperNumber }, typist, draft.version);
  });
}
