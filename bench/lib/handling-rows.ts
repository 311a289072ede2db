// Unit handling rows of one generated proposal (tasks, the approved reply, the signers' evaluations), shaped
// the way the task and evaluation services leave them (apps/server/src/db/values.ts conventions: UUID ids,
// ISO times, 0/1 booleans). Deterministic in `n`, so two runs generate the same mix.
import { randomUUID } from 'node:crypto';
import type { HandlingMode, ProposalState, Satisfaction, TaskRole, TaskState } from '@cppcc/contracts';

const DAY = 86_400_000;
/** States in which a proposal has been assigned to units (it has tasks). */
export const HANDLED: readonly ProposalState[] = ['assigned', 'handling', 'replied', 'rehandling', 'closed'];

export interface HandledProposal {
  n: number;
  id: string;
  state: ProposalState;
  /** Registration time (ms); assignment follows a week later. */
  registeredAt: number;
  signerIds: readonly string[];
}

export interface TaskRow {
  id: string;
  proposalId: string;
  unitId: string;
  role: TaskRole;
  state: TaskState;
  previousState: null;
  dueDate: string;
  adjustmentReason: null;
  adjustmentComment: null;
  extensionReason: null;
  extensionRequestedDueDate: null;
  rejectionReason: null;
  round: number;
  version: number;
  signedAt: string | null;
  repliedAt: string | null;
  cancelledAt: null;
  createdAt: string;
  updatedAt: string;
}

export interface ReplyRow {
  id: string;
  taskId: string;
  proposalId: string;
  round: number;
  docNumber: string;
  title: string;
  body: string;
  resultClass: string;
  signingLeader: string;
  contactPerson: string;
  contactPhone: string;
  publication: string;
  documentAttachmentId: null;
  state: 'approved';
  rejectionReason: null;
  version: number;
  submittedAt: string;
  reviewedAt: string;
  reviewedBy: string;
  createdAt: string;
  updatedAt: string;
}

export interface EvaluationRow {
  id: string;
  replyId: string;
  proposalId: string;
  signerId: string;
  attitude: Satisfaction;
  result: Satisfaction;
  contacted: 0 | 1;
  comment: string;
  createdAt: string;
}

export interface HandlingRows {
  mode: HandlingMode;
  assignedAt: string;
  dueDate: string;
  tasks: TaskRow[];
  replies: ReplyRow[];
  evaluations: EvaluationRow[];
}

const iso = (ms: number) => new Date(ms).toISOString();
const pick = <T>(list: readonly T[], n: number): T => list[((n % list.length) + list.length) % list.length]!;

/** A: B: C as 5 : 3.5 : 1.5 — most replies solve or plan, some keep the proposal for reference. */
export const REPLY_CLASSES = [
  'A',
  'A',
  'B',
  'A',
  'C',
  'B',
  'A',
  'B',
  'A',
  'C',
  'A',
  'B',
  'A',
  'B',
  'A',
  'B',
  'A',
  'B',
  'C',
  'A',
];
/** 满意 most of the time, 基本满意 often, 不满意 rarely. */
export const SATISFACTION_RESULTS: Satisfaction[] = [
  'satisfied',
  'satisfied',
  'basically_satisfied',
  'satisfied',
  'satisfied',
  'basically_satisfied',
  'satisfied',
  'satisfied',
  'satisfied',
  'basically_satisfied',
  'satisfied',
  'satisfied',
  'satisfied',
  'basically_satisfied',
  'satisfied',
  'satisfied',
  'satisfied',
  'satisfied',
  'basically_satisfied',
  'unsatisfied',
];

/**
 * Tasks and replies of a handled proposal: 单办 (85%), 会办 (lead + co-unit, 10%), 分办 (two units, 5%).
 * assigned → tasks new (some past due: overdue); handling → signed, some under review, ~15% overdue;
 * replied / closed → every replying task replied (~90% on time) with an approved reply, co-units'
 * opinions sent, evaluations by every signer (closed: all; replied: half so far); rehandling → a second
 * round task accepted after the first round's reply.
 */
export function handlingRows(
  proposal: HandledProposal,
  unitIds: readonly string[],
  staffId: string,
  now: number,
): HandlingRows {
  const { n, id: proposalId, state } = proposal;
  const answered = state === 'replied' || state === 'closed' || state === 'rehandling';
  // A week after registration, but far enough back that replies and evaluations lie in the past.
  const assigned = Math.min(proposal.registeredAt + 7 * DAY, now - (answered ? 110 : 20) * DAY);
  // Open tasks: due in a month, 1 in 7 already past due (overdue); answered ones: 3 months after assignment.
  const due = answered ? assigned + 90 * DAY : now + (n % 7 === 0 ? -10 : 30) * DAY;
  const mode: HandlingMode = n % 20 === 3 ? 'separate' : n % 10 === 1 ? 'joint' : 'single';
  const units = [pick(unitIds, n * 7 + 1), pick(unitIds, n * 11 + 4)];
  if (units[0] === units[1]) units[1] = pick(unitIds, n * 11 + 5);
  const roles: TaskRole[] =
    mode === 'single' ? ['lead'] : mode === 'joint' ? ['lead', 'co'] : ['separate', 'separate'];
  const tasks: TaskRow[] = [];
  const replies: ReplyRow[] = [];
  const evaluations: EvaluationRow[] = [];
  const repliedAt = due - (n % 10 === 9 ? -12 : 20) * DAY; // ~10% replied after the due date

  roles.forEach((role, i) => {
    const taskId = randomUUID();
    const replying = role !== 'co';
    let taskState: TaskState;
    if (state === 'assigned') taskState = 'new';
    else if (state === 'handling')
      taskState = replying ? (n % 6 === 0 ? 'pending_review' : 'accepted') : 'accepted';
    else taskState = replying ? 'replied' : 'opinion_sent';
    const signed = taskState !== 'new';
    const done = taskState === 'replied' || taskState === 'opinion_sent';
    tasks.push({
      id: taskId,
      proposalId,
      unitId: units[i]!,
      role,
      state: taskState,
      previousState: null,
      dueDate: iso(due),
      adjustmentReason: null,
      adjustmentComment: null,
      extensionReason: null,
      extensionRequestedDueDate: null,
      rejectionReason: null,
      round: 1,
      version: 1 + (done ? 4 : signed ? 1 : 0),
      signedAt: signed ? iso(assigned + 2 * DAY) : null,
      repliedAt: done ? iso(repliedAt) : null,
      cancelledAt: null,
      createdAt: iso(assigned),
      updatedAt: iso(done ? repliedAt : signed ? assigned + 2 * DAY : assigned),
    });
    if (!answered || !replying) return;
    const replyId = randomUUID();
    replies.push({
      id: replyId,
      taskId,
      proposalId,
      round: 1,
      docNumber: `办复〔${new Date(repliedAt).getUTCFullYear()}〕${(n % 900) + 1}号`,
      title: '关于提案的答复',
      body: '收到提案后，我单位高度重视，经研究，所提建议已纳入工作计划。',
      resultClass: pick(REPLY_CLASSES, n * 3 + i),
      signingLeader: '张局长',
      contactPerson: '李科长',
      contactPhone: '0571-88880000',
      publication: n % 4 === 0 ? 'private' : 'full',
      documentAttachmentId: null,
      state: 'approved',
      rejectionReason: null,
      version: 3,
      submittedAt: iso(repliedAt - 3 * DAY),
      reviewedAt: iso(repliedAt),
      reviewedBy: staffId,
      createdAt: iso(repliedAt - 10 * DAY),
      updatedAt: iso(repliedAt),
    });
    const evaluated = state === 'closed' || state === 'rehandling' || (state === 'replied' && n % 2 === 0);
    if (!evaluated) return;
    proposal.signerIds.forEach((signerId, s) => {
      const result =
        state === 'rehandling' && s === 0 ? 'unsatisfied' : pick(SATISFACTION_RESULTS, n * 13 + s * 5 + i);
      evaluations.push({
        id: randomUUID(),
        replyId,
        proposalId,
        signerId,
        attitude: result === 'unsatisfied' ? 'basically_satisfied' : 'satisfied',
        result,
        contacted: 1,
        comment: result === 'unsatisfied' ? '建议落实不到位，希望进一步研究。' : '',
        createdAt: iso(repliedAt + 5 * DAY),
      });
    });
  });

  if (state === 'rehandling') {
    // Second round after the unsatisfied evaluation: a new task for the replying unit, signed, due later.
    tasks.push({
      ...tasks[0]!,
      id: randomUUID(),
      role: roles[0]!,
      state: 'accepted',
      dueDate: iso(now + 60 * DAY),
      round: 2,
      version: 2,
      signedAt: iso(now - 5 * DAY),
      repliedAt: null,
      createdAt: iso(now - 10 * DAY),
      updatedAt: iso(now - 5 * DAY),
    });
  }
  return { mode, assignedAt: iso(assigned), dueDate: iso(due), tasks, replies, evaluations };
}
