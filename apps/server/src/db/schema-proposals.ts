import type { Generated } from 'kysely';
import type { DbBool, Id, IsoTime, JsonText } from './values';

/**
 * Kysely's view of the proposal tables (migration 0003_proposals). Kept beside schema.ts so the
 * proposal modules have their own file; `DB` in schema.ts extends `ProposalTables`.
 */

export interface SessionsTable {
  id: Id;
  term: number;
  meeting: number;
  year: number;
  name: string;
  submissionOpensAt: IsoTime | null;
  submissionClosesAt: IsoTime | null;
  plenaryStartsAt: IsoTime | null;
  plenaryEndsAt: IsoTime | null;
  isCurrent: DbBool;
  nextNumber: number;
  createdAt: IsoTime;
  updatedAt: IsoTime;
}

export interface ProposalsTable {
  id: Id;
  sessionId: Id;
  number: number | null;
  title: string;
  analysis: string;
  suggestions: string;
  /** individual | joint | collective */
  kind: string;
  collectiveBody: string | null;
  categoryCode: string | null;
  isPlenary: DbBool;
  /** JSON array of unit ids. */
  suggestedUnitIds: JsonText;
  /** public | private */
  publicity: string;
  privateReason: string | null;
  contactName: string;
  contactPhone: string;
  contactAddress: string;
  /** One of PROPOSAL_STATES. */
  state: string;
  version: number;
  isKey: DbBool;
  keyLeaderId: Id | null;
  isExcellent: DbBool;
  /** Issue 27 (migration 0028): the topic of the guide the proposal answers. */
  topicId: Id | null;
  /** Issue 27: the paper's number when staff typed the proposal in from paper. */
  paperNumber: string | null;
  isRehandling: DbBool;
  reviewComment: string | null;
  notRegisteredReason: string | null;
  /** opinion | public_sentiment */
  disposition: string | null;
  mergedIntoId: Id | null;
  /** single | separate | joint */
  handlingMode: string | null;
  assignedAt: IsoTime | null;
  dueDate: IsoTime | null;
  signByDate: IsoTime | null;
  firstProposerId: Id;
  submittedAt: IsoTime | null;
  registeredAt: IsoTime | null;
  closedAt: IsoTime | null;
  createdAt: IsoTime;
  updatedAt: IsoTime;
}

export interface ProposalSignersTable {
  proposalId: Id;
  userId: Id;
  isFirst: DbBool;
  /** invited | accepted | declined */
  state: string;
  invitedAt: IsoTime;
  answeredAt: IsoTime | null;
  /** The proposal's state and updated_at, copied by 0043's triggers (the member's own list). */
  proposalState: Generated<string>;
  proposalUpdatedAt: Generated<IsoTime>;
}

export interface TasksTable {
  id: Id;
  proposalId: Id;
  unitId: Id;
  /** lead | co | separate */
  role: string;
  /** One of TASK_STATES. */
  state: string;
  previousState: string | null;
  dueDate: IsoTime | null;
  adjustmentReason: string | null;
  adjustmentComment: string | null;
  extensionReason: string | null;
  extensionRequestedDueDate: IsoTime | null;
  rejectionReason: string | null;
  /** 1 = first handling, 2 = re-handling. */
  round: number;
  version: number;
  signedAt: IsoTime | null;
  repliedAt: IsoTime | null;
  cancelledAt: IsoTime | null;
  createdAt: IsoTime;
  updatedAt: IsoTime;
}

export interface RepliesTable {
  /** The seed's responseGUID. */
  id: Id;
  taskId: Id;
  proposalId: Id;
  round: number;
  docNumber: string;
  title: string;
  body: string;
  resultClass: string | null;
  signingLeader: string;
  contactPerson: string;
  contactPhone: string;
  /** full | summary | private */
  publication: string;
  documentAttachmentId: Id | null;
  /** draft | submitted | approved | rejected */
  state: string;
  rejectionReason: string | null;
  version: number;
  submittedAt: IsoTime | null;
  reviewedAt: IsoTime | null;
  reviewedBy: Id | null;
  /** 签发 inside the unit (issue 28 §2): the approver and the time; null without one. */
  unitApprovedBy: Id | null;
  unitApprovedAt: IsoTime | null;
  createdAt: IsoTime;
  updatedAt: IsoTime;
}

export interface CountersignOpinionsTable {
  id: Id;
  replyId: Id;
  taskId: Id;
  unitId: Id;
  opinion: string;
  authorId: Id;
  createdAt: IsoTime;
}

export interface CommunicationsTable {
  id: Id;
  taskId: Id;
  /** 面谈 | 座谈会 | 电话 | 邮件 | 书信 | 其它 */
  method: string;
  date: IsoTime;
  participants: string;
  notes: string;
  createdBy: Id;
  createdAt: IsoTime;
}

export interface EvaluationsTable {
  id: Id;
  replyId: Id;
  proposalId: Id;
  signerId: Id;
  /** 满意 | 基本满意 | 不满意 */
  attitude: string;
  result: string;
  contacted: DbBool;
  comment: string;
  createdAt: IsoTime;
}

export interface SupervisionsTable {
  id: Id;
  proposalId: Id;
  leaderId: Id | null;
  method: string;
  date: IsoTime;
  minutes: string;
  createdBy: Id;
  createdAt: IsoTime;
}

export interface AttachmentsTable {
  id: Id;
  /** proposal | reply | file */
  ownerKind: string;
  ownerId: Id;
  fileName: string;
  contentType: string;
  size: number;
  storageKey: string;
  uploadedBy: Id;
  createdAt: IsoTime;
}

/** The audit trail: every transition and workflow step; never updated or deleted. */
export interface ProposalEventsTable {
  id: Id;
  proposalId: Id;
  taskId: Id | null;
  /** null = the system. */
  actorId: Id | null;
  action: string;
  fromState: string | null;
  toState: string | null;
  comment: string | null;
  /** Issue 27 (migration 0028): the paper a step was typed in from; the actor is the typist. */
  paperNumber: string | null;
  createdAt: IsoTime;
}

export interface TodosTable {
  id: Id;
  userId: Id;
  title: string;
  notes: string;
  startDate: IsoTime | null;
  dueDate: IsoTime | null;
  completed: DbBool;
  starred: DbBool;
  important: DbBool;
  deleted: DbBool;
  /** JSON array of label ids. */
  labels: JsonText;
  proposalId: Id | null;
  /** workflow | own */
  kind: string;
  /** Workflow to-dos: cosign | revise | evaluate. */
  action: string | null;
  /** Workflow to-dos: the key of their text (TODO_TEXT_KEYS); null in rows older than 0012. */
  textKey: string | null;
  /** JSON of the text's parameters (TodoTextParams). */
  textParams: JsonText | null;
  createdAt: IsoTime;
  updatedAt: IsoTime;
}

/** Proposals per session and state, kept by triggers (migration 0026). */
export interface ProposalStateCountsTable {
  sessionId: Id;
  state: string;
  n: number;
}

/** Signatures per user and state of the signed proposal, kept by triggers (migration 0047). */
export interface ProposalSignerCountsTable {
  userId: Id;
  state: string;
  n: number;
}

/** 查重's bigram fingerprint of each proposal's text, kept by triggers (migration 0032). */
export interface ProposalFingerprintsTable {
  proposalId: Id;
  /** Sorted big-endian 32-bit bigram keys (modules/proposals/similarity/fingerprint.ts). */
  grams: Uint8Array;
}

export interface ProposalTables {
  sessions: SessionsTable;
  proposals: ProposalsTable;
  proposalSigners: ProposalSignersTable;
  tasks: TasksTable;
  replies: RepliesTable;
  countersignOpinions: CountersignOpinionsTable;
  communications: CommunicationsTable;
  evaluations: EvaluationsTable;
  supervisions: SupervisionsTable;
  attachments: AttachmentsTable;
  proposalEvents: ProposalEventsTable;
  todos: TodosTable;
  proposalStateCounts: ProposalStateCountsTable;
  proposalSignerCounts: ProposalSignerCountsTable;
  proposalFingerprints: ProposalFingerprintsTable;
}
