import { REGISTERED_STATES, RECEIVED_STATES } from '@cppcc/contracts';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * SQL of the duty records (issue 29 §2). Each figure is one grouped statement over the session's proposals,
 * for every member at once (staff's list) or for one (`memberId`), so a session costs six statements
 * whatever the number of members.
 */

const RECEIVED = [...RECEIVED_STATES];
const REGISTERED = [...REGISTERED_STATES];
const sum = (condition: ReturnType<typeof sql>) => sql<number>`sum(case when ${condition} then 1 else 0 end)`;

/** The proposals of a session a signer counts: received, led or co-signed (accepted). */
function signedProposals(db: Kysely<DB>, sessionId: string, memberId: string | undefined) {
  return db
    .selectFrom('proposals')
    .innerJoin('proposalSigners', 'proposalSigners.proposalId', 'proposals.id')
    .where('proposals.sessionId', '=', sessionId)
    .where('proposals.state', 'in', RECEIVED)
    .where((eb) =>
      eb.or([eb('proposalSigners.isFirst', '=', 1), eb('proposalSigners.state', '=', 'accepted')]),
    )
    .$if(memberId !== undefined, (qb) => qb.where('proposalSigners.userId', '=', memberId ?? ''));
}

export function dutyQueries(db: Kysely<DB>, sessionId: string) {
  return {
    /** Active accounts with the member role, by name; one when `memberId` is given. */
    members: (memberId?: string) => {
      return db
        .selectFrom('users')
        .select(['id', 'displayName'])
        .where('roles', 'like', '%"members"%')
        .where('disabled', '=', 0)
        .$if(memberId !== undefined, (qb) => qb.where('id', '=', memberId ?? ''))
        .orderBy('displayName')
        .orderBy('id')
        .execute();
    },

    signerFigures: (memberId?: string) =>
      signedProposals(db, sessionId, memberId)
        .select([
          'proposalSigners.userId as memberId',
          sum(sql`proposal_signers.is_first = 1`).as('led'),
          sum(sql`proposal_signers.is_first = 0`).as('cosigned'),
          sum(sql`proposals.state in (${sql.join(REGISTERED)})`).as('registered'),
          sum(sql`proposals.state = 'not_registered'`).as('notRegistered'),
          sum(sql`proposals.is_key = 1`).as('key'),
          sum(sql`proposals.is_excellent = 1`).as('excellent'),
        ])
        .groupBy('proposalSigners.userId')
        .execute(),

    /** Every evaluation given on the session's replies, with the reply's approval (on time is counted in JS). */
    evaluations: (memberId?: string) =>
      db
        .selectFrom('evaluations')
        .innerJoin('replies', 'replies.id', 'evaluations.replyId')
        .innerJoin('proposals', 'proposals.id', 'evaluations.proposalId')
        .select([
          'evaluations.signerId as memberId',
          'evaluations.createdAt',
          'replies.reviewedAt',
          'evaluations.proposalId',
          'evaluations.attitude',
        ])
        .where('proposals.sessionId', '=', sessionId)
        .$if(memberId !== undefined, (qb) => qb.where('evaluations.signerId', '=', memberId ?? ''))
        .execute(),

    consultations: (memberId?: string) =>
      db
        .selectFrom('consultationInvitees')
        .innerJoin('consultations', 'consultations.id', 'consultationInvitees.consultationId')
        .innerJoin('proposals', 'proposals.id', 'consultations.proposalId')
        .select(['consultationInvitees.userId as memberId', sql<number>`count(*)`.as('n')])
        .where('proposals.sessionId', '=', sessionId)
        .where('consultations.state', '=', 'minuted')
        .where('consultationInvitees.role', 'in', ['first_proposer', 'proposer'])
        .$if(memberId !== undefined, (qb) => qb.where('consultationInvitees.userId', '=', memberId ?? ''))
        .groupBy('consultationInvitees.userId')
        .execute(),

    supervisions: (memberId?: string) =>
      signedProposals(db, sessionId, memberId)
        .innerJoin('supervisions', 'supervisions.proposalId', 'proposals.id')
        .select(['proposalSigners.userId as memberId', sql<number>`count(*)`.as('n')])
        .groupBy('proposalSigners.userId')
        .execute(),

    cluesAdopted: (memberId?: string) =>
      db
        .selectFrom('clueAdoptions')
        .innerJoin('proposals', 'proposals.id', 'clueAdoptions.proposalId')
        .select(['clueAdoptions.memberId', sql<number>`count(*)`.as('n')])
        .where('proposals.sessionId', '=', sessionId)
        .where('proposals.state', 'in', RECEIVED)
        .$if(memberId !== undefined, (qb) => qb.where('clueAdoptions.memberId', '=', memberId ?? ''))
        .groupBy('clueAdoptions.memberId')
        .execute(),
  };
}

const PROPOSAL_COLUMNS = [
  'proposals.id as proposalId',
  'proposals.number',
  'proposals.title',
  'proposals.state',
  'proposals.isKey',
  'proposals.isExcellent',
] as const;

/** The records behind the figures of one member: the proposals with the act's time and note. */
export function dutyActQueries(db: Kysely<DB>, sessionId: string, memberId: string) {
  return {
    signed: () =>
      signedProposals(db, sessionId, memberId)
        .select([...PROPOSAL_COLUMNS, 'proposalSigners.isFirst', 'proposals.submittedAt as at'])
        .orderBy('proposals.number')
        .orderBy('proposals.submittedAt')
        .execute(),
    evaluations: () =>
      db
        .selectFrom('evaluations')
        .innerJoin('replies', 'replies.id', 'evaluations.replyId')
        .innerJoin('proposals', 'proposals.id', 'evaluations.proposalId')
        .select([
          ...PROPOSAL_COLUMNS,
          'evaluations.createdAt as at',
          'evaluations.attitude',
          'replies.reviewedAt',
        ])
        .where('proposals.sessionId', '=', sessionId)
        .where('evaluations.signerId', '=', memberId)
        .orderBy('evaluations.createdAt')
        .execute(),
    consultations: () =>
      db
        .selectFrom('consultationInvitees')
        .innerJoin('consultations', 'consultations.id', 'consultationInvitees.consultationId')
        .innerJoin('proposals', 'proposals.id', 'consultations.proposalId')
        .select([...PROPOSAL_COLUMNS, 'consultations.startsAt as at', 'consultations.format as note'])
        .where('proposals.sessionId', '=', sessionId)
        .where('consultations.state', '=', 'minuted')
        .where('consultationInvitees.role', 'in', ['first_proposer', 'proposer'])
        .where('consultationInvitees.userId', '=', memberId)
        .orderBy('consultations.startsAt')
        .execute(),
    supervisions: () =>
      signedProposals(db, sessionId, memberId)
        .innerJoin('supervisions', 'supervisions.proposalId', 'proposals.id')
        .select([...PROPOSAL_COLUMNS, 'supervisions.date as at', 'supervisions.method as note'])
        .orderBy('supervisions.date')
        .execute(),
    cluesAdopted: () =>
      db
        .selectFrom('clueAdoptions')
        .innerJoin('proposals', 'proposals.id', 'clueAdoptions.proposalId')
        .innerJoin('clues', 'clues.id', 'clueAdoptions.clueId')
        .select([...PROPOSAL_COLUMNS, 'clueAdoptions.createdAt as at', 'clues.title as note'])
        .where('proposals.sessionId', '=', sessionId)
        .where('proposals.state', 'in', RECEIVED)
        .where('clueAdoptions.memberId', '=', memberId)
        .orderBy('clueAdoptions.createdAt')
        .execute(),
    /** The result classes of the approved replies of the proposals, for the yearly report. */
    replyClasses: async (proposalIds: readonly string[]) =>
      proposalIds.length === 0
        ? []
        : db
            .selectFrom('replies')
            .select(['proposalId', 'resultClass'])
            .where('proposalId', 'in', [...proposalIds])
            .where('state', '=', 'approved')
            .orderBy('reviewedAt')
            .execute(),
  };
}
