import { z } from 'zod';
import { HANDLING_MODES } from '../workflow/proposal';
import { TASK_ACTIONS, TASK_ROLES, TASK_STATES } from '../workflow/task';
import { unitSuggestionItemSchema } from '../suggestions/suggestions';
import { attachmentSchema, personRefSchema, proposalSummarySchema } from '../proposals/proposals';
import { sessionName } from '../proposals/sessions';
import { replyChainStepSchema, replySignOffSchema } from '../approval/approval';
import { TASK_LIST_TYPES } from './listTypes';

/**
 * The unit tasks API (issue 6): assignment, the units' lists and task detail, task transitions,
 * communications with the proposer, replies with their document, countersign opinions.
 *
 * A task is one unit's share of a proposal (承办任务). An undertaker sees only its own unit's tasks;
 * staff and admin see all. Every write sends the `version` it read (stale → 409).
 */

export const TASK_LIMITS = {
  reason: 2000,
  comment: 2000,
  opinion: 5000,
  participants: 500,
  notes: 5000,
  replyTitle: 200,
  replyBody: 50_000,
  docNumber: 60,
  signingLeader: 40,
  contactPerson: 40,
  contactPhone: 30,
  unitsPerAssignment: 20,
} as const;

const text = (max: number) => z.string().trim().max(max, { error: 'validation.tooLong' });
const isoDate = z.iso.datetime({ offset: true, error: 'validation.invalid' });

export const taskStateSchema = z.enum(TASK_STATES);
export const taskRoleSchema = z.enum(TASK_ROLES);
export const handlingModeSchema = z.enum(HANDLING_MODES);

/** 沟通方式 (proposal-workflow.md, "Communication"). */
export const COMMUNICATION_METHODS = ['meeting', 'forum', 'phone', 'email', 'letter', 'other'] as const;
export type CommunicationMethod = (typeof COMMUNICATION_METHODS)[number];

/** 公开 全文 / 摘要 / 不公开. */
export const REPLY_PUBLICATIONS = ['full', 'summary', 'private'] as const;
export type ReplyPublication = (typeof REPLY_PUBLICATIONS)[number];

/** `unit_review`: waiting for the unit's 签发人 (issue 28 §2); `rejected`: sent back by them or the committee. */
export const REPLY_STATES = [
  'draft',
  'countersigning',
  'unit_review',
  'submitted',
  'approved',
  'rejected',
] as const;
export type ReplyState = (typeof REPLY_STATES)[number];

// --- assignment -------------------------------------------------------------------------------------

/**
 * 交办. 单办: exactly one lead unit; 分办: two or more lead units, each replying; 会办: exactly one lead
 * and one or more co-units. `dueDate` defaults to assignment + the reply period setting.
 */
export const assignmentSchema = z.object({
  handlingMode: handlingModeSchema,
  leadUnitIds: z.array(z.string()).max(TASK_LIMITS.unitsPerAssignment, { error: 'validation.tooMany' }),
  coUnitIds: z
    .array(z.string())
    .max(TASK_LIMITS.unitsPerAssignment, { error: 'validation.tooMany' })
    .default([]),
  dueDate: isoDate.optional(),
  comment: text(TASK_LIMITS.comment).optional(),
});
export type Assignment = z.infer<typeof assignmentSchema>;
export type AssignmentInput = z.input<typeof assignmentSchema>;

/** POST /api/proposals/:id/assign */
export const assignBodySchema = assignmentSchema.extend({ version: z.number().int().min(1) });
export type AssignBody = z.infer<typeof assignBodySchema>;

/** POST /api/proposals/batch-assign: the same assignment for each selected proposal, each in its own transaction. */
export const batchAssignBodySchema = assignmentSchema.extend({
  items: z
    .array(z.object({ id: z.string(), version: z.number().int().min(1) }))
    .min(1, { error: 'validation.tooFew' })
    .max(100, { error: 'validation.tooMany' }),
});
export type BatchAssignBody = z.infer<typeof batchAssignBodySchema>;

export const batchResultSchema = z.object({
  results: z.array(
    z.object({
      id: z.string(),
      ok: z.boolean(),
      error: z
        .object({
          code: z.string(),
          message: z.string(),
          fields: z.record(z.string(), z.string()).optional(),
        })
        .nullable(),
    }),
  ),
});
export type BatchResult = z.infer<typeof batchResultSchema>;

/** GET /api/proposals/:id/unit-suggestions: units ranked from history and the proposer's suggestions. */
export const unitSuggestionsSchema = z.object({
  /** Ranked from the office's history with a reason each (suggestions/scoring.ts). */
  items: z.array(unitSuggestionItemSchema),
  /** The due date an assignment made now would get by default. */
  defaultDueDate: z.string(),
});
export type UnitSuggestions = z.infer<typeof unitSuggestionsSchema>;

// --- lists ------------------------------------------------------------------------------------------

export const taskListQuerySchema = z.object({
  type: z.enum(TASK_LIST_TYPES).default('all'),
  /** Staff only: one unit's tasks. */
  unitId: z.string().optional(),
  sessionId: z.string().optional(),
  /** Title or proposal number. */
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type TaskListQuery = z.infer<typeof taskListQuerySchema>;
export type TaskListQueryInput = z.input<typeof taskListQuerySchema>;

export const unitRefSchema = z.object({ id: z.string(), name: z.string() });
export type UnitRef = z.infer<typeof unitRefSchema>;

export const taskSummarySchema = z.object({
  id: z.string(),
  state: taskStateSchema,
  role: taskRoleSchema,
  unit: unitRefSchema,
  dueDate: z.string().nullable(),
  /** Due within the overdue-warning period and not yet replied. */
  dueSoon: z.boolean(),
  overdue: z.boolean(),
  /** An extension request awaits staff. */
  extensionRequested: z.boolean(),
  round: z.number(),
  signedAt: z.string().nullable(),
  repliedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number(),
  proposal: proposalSummarySchema.pick({
    id: true,
    number: true,
    title: true,
    state: true,
    sessionName: true,
    categoryCode: true,
    firstProposer: true,
  }),
  handlingMode: handlingModeSchema.nullable(),
});
export type TaskSummary = z.infer<typeof taskSummarySchema>;

export const taskListSchema = z.object({
  items: z.array(taskSummarySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type TaskList = z.infer<typeof taskListSchema>;

/** GET /api/tasks/counts: how many of the caller's tasks are in each list. */
export const taskCountsSchema = z.object({
  counts: z.record(z.enum(TASK_LIST_TYPES), z.number()),
});
export type TaskCounts = z.infer<typeof taskCountsSchema>;
export const taskCountsQuerySchema = z.object({
  unitId: z.string().optional(),
  sessionId: z.string().optional(),
});

// --- detail -----------------------------------------------------------------------------------------

export const communicationSchema = z.object({
  id: z.string(),
  method: z.enum(COMMUNICATION_METHODS),
  date: z.string(),
  participants: z.string(),
  notes: z.string(),
  createdBy: personRefSchema,
  createdAt: z.string(),
});
export type Communication = z.infer<typeof communicationSchema>;

export const countersignOpinionSchema = z.object({
  id: z.string(),
  unit: unitRefSchema,
  opinion: z.string(),
  author: personRefSchema,
  createdAt: z.string(),
});
export type CountersignOpinion = z.infer<typeof countersignOpinionSchema>;

export const taskActionSchema = z.enum(TASK_ACTIONS);

/** Another unit's task on the same proposal, as this unit sees it. */
export const siblingTaskSchema = z.object({
  id: z.string(),
  unit: unitRefSchema,
  role: taskRoleSchema,
  state: taskStateSchema,
  dueDate: z.string().nullable(),
});

export const taskDetailSchema = taskSummarySchema.extend({
  previousState: taskStateSchema.nullable(),
  adjustmentReason: z.string().nullable(),
  adjustmentComment: z.string().nullable(),
  extensionReason: z.string().nullable(),
  extensionRequestedDueDate: z.string().nullable(),
  /** The last reply rejection's reason (shown until the next submission). */
  rejectionReason: z.string().nullable(),
  /** The latest date an extension may reach (assignment + the longest period setting). */
  latestDueDate: z.string().nullable(),
  /** Until when an adjustment may be asked (assignment + the adjustment window in working days). */
  adjustmentWindowEndsAt: z.string().nullable(),
  /** The reply of this round (lead and 分办 tasks, once signed); the lead's for a co-unit. */
  reply: z.object({ id: z.string(), state: z.enum(REPLY_STATES), version: z.number() }).nullable(),
  communications: z.array(communicationSchema),
  /** 会办: every co-unit's opinion on the lead's draft (the lead and the co-unit itself see them). */
  opinions: z.array(countersignOpinionSchema),
  siblings: z.array(siblingTaskSchema),
  /** What the caller may do now (from the task machine). */
  allowedActions: z.array(taskActionSchema),
  /** Whether the caller acts for this task's unit (may record communications, edit the reply). */
  isMine: z.boolean(),
});
export type TaskDetail = z.infer<typeof taskDetailSchema>;

/**
 * GET /api/proposals/:id/tasks: every (not cancelled) task of a proposal the caller may see, each with its
 * approved reply's id (null until approved), so the proposal page links the reply for proposers too (they
 * read an approved reply, not the task).
 */
export const proposalTaskSchema = taskSummarySchema.extend({ approvedReplyId: z.string().nullable() });
export type ProposalTask = z.infer<typeof proposalTaskSchema>;
export const proposalTasksSchema = z.object({ items: z.array(proposalTaskSchema) });
export type ProposalTasks = z.infer<typeof proposalTasksSchema>;

// --- writes -----------------------------------------------------------------------------------------

const base = { version: z.number().int().min(1), comment: text(TASK_LIMITS.comment).optional() };

/** POST /api/tasks/:id/transitions. Requirements are checked by the server (400 with `fields`). */
export const taskTransitionBodySchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('sign'), ...base }),
  z.object({ action: z.literal('request_adjustment'), ...base, reason: text(TASK_LIMITS.reason).optional() }),
  z.object({
    action: z.literal('approve_adjustment'),
    ...base,
    /** The unit(s) taking over this task's role. */
    unitIds: z.array(z.string()).max(TASK_LIMITS.unitsPerAssignment).optional(),
  }),
  z.object({ action: z.literal('refuse_adjustment'), ...base }),
  z.object({
    action: z.literal('request_extension'),
    ...base,
    reason: text(TASK_LIMITS.reason).optional(),
    dueDate: isoDate.optional(),
  }),
  z.object({ action: z.literal('approve_extension'), ...base, dueDate: isoDate.optional() }),
  z.object({ action: z.literal('refuse_extension'), ...base }),
  z.object({ action: z.literal('send_countersign'), ...base }),
  z.object({ action: z.literal('submit_reply'), ...base }),
  z.object({ action: z.literal('reject_reply'), ...base, reason: text(TASK_LIMITS.reason).optional() }),
  z.object({
    action: z.literal('approve_reply'),
    ...base,
    resultClass: z.string().trim().max(20).optional(),
  }),
  z.object({ action: z.literal('send_opinion'), ...base, opinion: text(TASK_LIMITS.opinion).optional() }),
  z.object({ action: z.literal('submit_for_approval'), ...base }),
  z.object({ action: z.literal('approve_in_unit'), ...base }),
  z.object({ action: z.literal('return_in_unit'), ...base, reason: text(TASK_LIMITS.reason).optional() }),
]);
export type TaskTransitionBody = z.infer<typeof taskTransitionBodySchema>;

/** POST /api/tasks/:id/communications */
export const communicationBodySchema = z.object({
  method: z.enum(COMMUNICATION_METHODS, { error: 'validation.required' }),
  date: isoDate,
  participants: text(TASK_LIMITS.participants).min(1, { error: 'validation.required' }),
  notes: text(TASK_LIMITS.notes).min(1, { error: 'validation.required' }),
});
export type CommunicationBody = z.infer<typeof communicationBodySchema>;

// --- replies ----------------------------------------------------------------------------------------

export const replyFieldsSchema = z.object({
  docNumber: text(TASK_LIMITS.docNumber),
  title: text(TASK_LIMITS.replyTitle),
  body: text(TASK_LIMITS.replyBody),
  resultClass: z.string().trim().max(20).nullable(),
  signingLeader: text(TASK_LIMITS.signingLeader),
  contactPerson: text(TASK_LIMITS.contactPerson),
  contactPhone: text(TASK_LIMITS.contactPhone),
  publication: z.enum(REPLY_PUBLICATIONS),
});
export type ReplyFields = z.infer<typeof replyFieldsSchema>;

/** PATCH /api/replies/:id: save the draft (only sent fields change). */
export const replyUpdateBodySchema = replyFieldsSchema.partial().extend({ version: z.number().int().min(1) });
export type ReplyUpdateBody = z.infer<typeof replyUpdateBodySchema>;

/** GET /api/replies/:id (the seed's responseGUID). */
export const replyDetailSchema = replyFieldsSchema.extend({
  id: z.string(),
  state: z.enum(REPLY_STATES),
  round: z.number(),
  version: z.number(),
  rejectionReason: z.string().nullable(),
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  document: attachmentSchema.nullable(),
  task: taskSummarySchema,
  opinions: z.array(countersignOpinionSchema),
  communicationCount: z.number(),
  /** Who signed it off inside the unit (签发), and when; null until then or without a 签发人. */
  signOff: replySignOffSchema.nullable(),
  /** The round's chain from the event log: drafted and sent by, signed off / returned (with reason), reviewed. */
  chain: z.array(replyChainStepSchema),
  /** Where the unit's submission goes: its 签发人 when it has one, else the committee. */
  submitsTo: z.enum(['approver', 'committee']),
  /** Whether the caller may edit the fields and the document now (the lead unit, before submission). */
  canEdit: z.boolean(),
});
export type ReplyDetail = z.infer<typeof replyDetailSchema>;

/** Which reply fields a submission needs (field → message key), shared by the form and the server. */
export const REPLY_REQUIRED_FIELDS = [
  'docNumber',
  'title',
  'body',
  'resultClass',
  'signingLeader',
  'contactPerson',
  'contactPhone',
] as const;

/** The document a reply carries: PDF or DOCX only. */
export const REPLY_DOCUMENT_TYPES: Readonly<Record<string, readonly string[]>> = {
  pdf: ['application/pdf'],
  docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
};

/** 《关于市政协X届X次会议第N号提案的答复》 */
export function replyTitleFor(term: number, meeting: number, number: number | null): string {
  return `关于市政协${sessionName(term, meeting)}第${number ?? ''}号提案的答复`;
}
