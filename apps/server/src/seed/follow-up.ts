import type { EvaluationBody, SupervisionMethod } from '@cppcc/contracts';
import type { Caller } from '../modules/auth/guard';
import { DAY } from './clock';
import type { SeedContext } from './types';

const CONTENT: EvaluationBody = {
  attitude: 'satisfied',
  result: 'satisfied',
  contacted: true,
  comment: '承办单位态度认真，沟通充分，答复措施具体可行。',
};
const FAIRLY: EvaluationBody = {
  attitude: 'satisfied',
  result: 'basically_satisfied',
  contacted: true,
  comment: '',
};
const UNHAPPY: EvaluationBody = {
  attitude: 'basically_satisfied',
  result: 'unsatisfied',
  contacted: true,
  comment: '答复对提案所提的核心问题回应不够，缺少明确的时间表和资金安排，希望重新办理。',
};

async function version(ctx: SeedContext, proposalId: string): Promise<number> {
  const row = await ctx.db
    .selectFrom('proposals')
    .select('version')
    .where('id', '=', proposalId)
    .executeTakeFirstOrThrow();
  return Number(row.version);
}

/**
 * The signers judge the approved replies through the evaluation service: everyone content closes the
 * proposal (已办结, the service's own rule); `unhappy` has the first proposer 不满意 and staff send it
 * back to the units (重新办理) with a new round of tasks.
 */
export async function evaluate(
  ctx: SeedContext,
  proposalId: string,
  staff: Caller,
  members: readonly Caller[],
  outcome: 'closed' | 'rehandling',
): Promise<void> {
  const { evaluations, proposals } = ctx.services;
  const status = await evaluations.ofProposal(proposalId, staff);
  const signers = status.pendingSigners.map((signer) => {
    const caller = members.find((member) => member.id === signer.id);
    if (!caller) throw new Error(`Seed: signer ${signer.displayName} is not a member`);
    return caller;
  });
  for (const [k, signer] of signers.entries()) {
    const body = outcome === 'rehandling' ? UNHAPPY : k % 2 === 0 ? CONTENT : FAIRLY;
    for (const reply of status.replies) await evaluations.evaluate(reply.replyId, signer, body);
    if (outcome === 'rehandling') break;
  }
  if (outcome === 'rehandling')
    await proposals.transition(
      proposalId,
      'rehandle',
      { comment: '提案人对答复不满意，经研究请承办单位重新办理，并加强与提案人的沟通。' },
      staff,
      await version(ctx, proposalId),
    );
}

const SUPERVISIONS: { method: SupervisionMethod; daysAgo: number; minutes: string }[] = [
  {
    method: 'research',
    daysAgo: 20,
    minutes: '督办领导带队赴承办单位调研提案办理情况，听取办理进展汇报，要求细化措施、明确时限。',
  },
  {
    method: 'consultation',
    daysAgo: 6,
    minutes: '召开重点提案督办协商座谈会，提案人、承办单位和有关部门参加，就办理难点逐项协商，形成共识。',
  },
];

/** A key proposal (重点提案) with its supervising leader and the leader's supervision records (领导督办). */
export async function superviseAsKey(
  ctx: SeedContext,
  proposalId: string,
  staff: Caller,
  leader: Caller,
): Promise<void> {
  const { supervision } = ctx.services;
  await supervision.setKey(proposalId, staff, {
    version: await version(ctx, proposalId),
    isKey: true,
    leaderId: leader.id,
  });
  for (const record of SUPERVISIONS)
    await supervision.record(proposalId, leader, {
      method: record.method,
      date: new Date(Date.now() - record.daysAgo * DAY).toISOString(),
      minutes: record.minutes,
    });
}

/** 优秀提案: the committee's mark, a step of the proposal machine like any other. */
export async function markExcellent(ctx: SeedContext, proposalId: string, staff: Caller): Promise<void> {
  await ctx.services.proposals.transition(
    proposalId,
    'mark_excellent',
    {},
    staff,
    await version(ctx, proposalId),
  );
}
