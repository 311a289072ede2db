import { replyTitleFor } from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { newId } from '../../db/values';
import type { ProposalRow } from '../proposals/repository';
import { sessionTermAndMeeting, unitContact } from './lookups-repository';
import { insertReply, replyOfTask, type TaskRow } from './repository';

/** The unit's draft reply of the round, created when a lead or 分办 task is signed for. */
export async function draftReply(
  trx: Kysely<DB>,
  task: TaskRow,
  proposal: ProposalRow,
  now: string,
): Promise<void> {
  if (await replyOfTask(trx, task.id, task.round)) return;
  const session = await sessionTermAndMeeting(trx, proposal.sessionId);
  const unit = await unitContact(trx, task.unitId);
  await insertReply(trx, {
    id: newId(),
    taskId: task.id,
    proposalId: proposal.id,
    round: task.round,
    docNumber: '',
    title: replyTitleFor(
      Number(session.term),
      Number(session.meeting),
      proposal.number === null ? null : Number(proposal.number),
    ),
    body: '',
    resultClass: null,
    signingLeader: '',
    contactPerson: unit.contactName,
    contactPhone: unit.contactPhone,
    publication: proposal.publicity === 'private' ? 'private' : 'full',
    documentAttachmentId: null,
    state: 'draft',
    rejectionReason: null,
    version: 1,
    submittedAt: null,
    reviewedAt: null,
    reviewedBy: null,
    unitApprovedBy: null,
    unitApprovedAt: null,
    createdAt: now,
    updatedAt: now,
  });
}
