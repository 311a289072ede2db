import {
  availableActions,
  flagActionOpen,
  proposalMachine,
  type HandlingMode,
  type MemberProfile,
  type NotRegisteredDisposition,
  type ProposalActor,
  type ProposalDetail,
  type ProposalKind,
  type ProposalState,
  type ProposalSummary,
  type SignerState,
  type SimilarProposals,
} from '@cppcc/contracts';
import { fromDbBool, fromDbJson } from '../../db/values';
import type {
  attachmentsWithNames,
  eventsWithNames,
  ProposalRow,
  signersWithNames,
  SummaryRow,
} from './repository';

/** Rows → API shapes of /api/proposals (the contracts' schemas). */

const numberOrNull = (value: number | string | null) => (value === null ? null : Number(value));

export function sectorOf(memberProfile: string | null): string | null {
  if (!memberProfile) return null;
  return fromDbJson<MemberProfile>(memberProfile).sector || null;
}

export function toSummary(row: SummaryRow): ProposalSummary {
  return {
    id: row.id,
    sessionId: row.sessionId,
    sessionName: row.sessionName,
    number: numberOrNull(row.number),
    title: row.title,
    kind: row.kind as ProposalKind,
    categoryCode: row.categoryCode,
    state: row.state as ProposalState,
    isPlenary: fromDbBool(row.isPlenary),
    isKey: fromDbBool(row.isKey),
    isExcellent: fromDbBool(row.isExcellent),
    firstProposer: { id: row.firstProposerId, displayName: row.proposerName },
    signerCount: Number(row.signerCount ?? 0),
    submittedAt: row.submittedAt,
    registeredAt: row.registeredAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    version: Number(row.version),
  };
}

/** A row of the similar-proposals and merge-candidate pickers. */
export function toPickItem(row: {
  id: string;
  title: string;
  number: number | string | null;
  sessionName: string;
  state: string;
}): SimilarProposals['items'][number] {
  return {
    id: row.id,
    title: row.title,
    number: numberOrNull(row.number),
    sessionName: row.sessionName,
    state: row.state as ProposalState,
  };
}

/** Everything the detail shows besides the row: loaded by the service, shaped here. */
export interface DetailParts {
  row: ProposalRow;
  summary: SummaryRow;
  signers: Awaited<ReturnType<typeof signersWithNames>>;
  events: Awaited<ReturnType<typeof eventsWithNames>>;
  attachments: Awaited<ReturnType<typeof attachmentsWithNames>>;
  suggestedUnits: { id: string; name: string }[];
  merged: { id: string; number: number | string | null; title: string } | undefined;
  leader: { id: string; displayName: string } | undefined;
  topic: { id: string; title: string } | null;
  callerId: string;
  kinds: readonly ProposalActor[];
}

export function toDetail(parts: DetailParts): ProposalDetail {
  const { row, signers, kinds } = parts;
  const mine = signers.find((signer) => signer.userId === parts.callerId && !fromDbBool(signer.isFirst));
  const state = row.state as ProposalState;
  return {
    ...toSummary(parts.summary),
    analysis: row.analysis,
    suggestions: row.suggestions,
    collectiveBody: row.collectiveBody,
    suggestedUnits: parts.suggestedUnits,
    publicity: row.publicity === 'private' ? 'private' : 'public',
    privateReason: row.privateReason,
    contactName: row.contactName,
    contactPhone: row.contactPhone,
    contactAddress: row.contactAddress,
    isRehandling: fromDbBool(row.isRehandling),
    keyLeader: parts.leader ? { id: parts.leader.id, displayName: parts.leader.displayName } : null,
    reviewComment: row.reviewComment,
    notRegisteredReason: row.notRegisteredReason,
    disposition: (row.disposition as NotRegisteredDisposition | null) ?? null,
    mergedInto: parts.merged
      ? { id: parts.merged.id, number: numberOrNull(parts.merged.number), title: parts.merged.title }
      : null,
    handlingMode: (row.handlingMode as HandlingMode | null) ?? null,
    assignedAt: row.assignedAt,
    dueDate: row.dueDate,
    signByDate: row.signByDate,
    closedAt: row.closedAt,
    topic: parts.topic,
    paperNumber: row.paperNumber,
    signers: signers.map((signer) => ({
      userId: signer.userId,
      displayName: signer.displayName,
      sector: sectorOf(signer.memberProfile),
      isFirst: fromDbBool(signer.isFirst),
      state: signer.state as SignerState,
      invitedAt: signer.invitedAt,
      answeredAt: signer.answeredAt,
    })),
    attachments: parts.attachments.map((attachment) => ({
      id: attachment.id,
      fileName: attachment.fileName,
      contentType: attachment.contentType,
      size: Number(attachment.size),
      uploadedBy: { id: attachment.uploadedBy, displayName: attachment.uploaderName },
      createdAt: attachment.createdAt,
    })),
    events: parts.events.map((entry) => ({
      id: entry.id,
      action: entry.action,
      fromState: entry.fromState,
      toState: entry.toState,
      comment: entry.comment,
      actor: entry.actorId ? { id: entry.actorId, displayName: entry.actorName ?? '' } : null,
      taskId: entry.taskId,
      paperNumber: entry.paperNumber,
      createdAt: entry.createdAt,
    })),
    allowedActions: availableActions(proposalMachine, state, kinds).filter((action) =>
      flagActionOpen(action, { isExcellent: fromDbBool(row.isExcellent) }),
    ),
    myInvitation: mine ? { state: mine.state as SignerState } : null,
    canEdit: kinds.includes('first_proposer') && (state === 'draft' || state === 'returned'),
  };
}
