import { z } from 'zod';
import {
  HANDLING_MODES,
  NOT_REGISTERED_DISPOSITIONS,
  PROPOSAL_ACTIONS,
  PROPOSAL_KINDS,
  PROPOSAL_STATES,
  SIGNER_STATES,
} from '../workflow/proposal';
import { PROPOSAL_SORTS } from './sorts';

/**
 * The proposals API (issue 5): lists, detail, the editor, transitions, co-signing, batch registration,
 * similar proposals and the member picker. Every request and response shape of /api/proposals lives here;
 * the server validates with these schemas and the web app types its calls with them.
 *
 * Times are ISO-8601 UTC strings; ids are UUID strings; `version` is the optimistic-lock counter that
 * every write sends back (a stale one gives 409 CONFLICT).
 */

export const PUBLICITY = ['public', 'private'] as const;
export type Publicity = (typeof PUBLICITY)[number];

export const proposalStateSchema = z.enum(PROPOSAL_STATES);
export const proposalKindSchema = z.enum(PROPOSAL_KINDS);
export const proposalActionSchema = z.enum(PROPOSAL_ACTIONS);

/** Field lengths (the editor shows them as limits). */
export const PROPOSAL_LIMITS = {
  title: 200,
  analysis: 20_000,
  suggestions: 20_000,
  collectiveBody: 100,
  privateReason: 500,
  contactName: 40,
  contactPhone: 30,
  contactAddress: 200,
  comment: 2000,
  minutes: 10_000,
  suggestedUnits: 20,
  invitees: 50,
} as const;

const text = (max: number) => z.string().trim().max(max, { error: 'validation.tooLong' });
const isoDate = z.iso.datetime({ offset: true, error: 'validation.invalid' });

export const personRefSchema = z.object({ id: z.string(), displayName: z.string() });
export type PersonRef = z.infer<typeof personRefSchema>;

// --- list -----------------------------------------------------------------------------------------

/** `state` accepts one state or several separated by commas (`?state=submitted,returned`). */
const statesParam = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .pipe(z.array(proposalStateSchema).max(PROPOSAL_STATES.length));

export const proposalListQuerySchema = z.object({
  /** `mine`: where I am a signer (members' default); `all`: everything I may see. */
  scope: z.enum(['mine', 'all']).default('all'),
  sessionId: z.string().optional(),
  state: statesParam.optional(),
  category: z.string().trim().max(20).optional(),
  kind: proposalKindSchema.optional(),
  /** The first proposer's user id. */
  proposerId: z.string().optional(),
  /** `true`: key proposals (重点提案) only; `false`: the others. */
  key: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  /** `true`: excellent proposals (优秀提案) only; `false`: the others. */
  excellent: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  /** Text search in title, analysis and suggestions (works for Chinese: substring match). */
  q: z.string().trim().max(100).optional(),
  sort: z.enum(PROPOSAL_SORTS).default('updatedAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  /**
   * Keyset paging: the `nextCursor` of the previous page (same filters and sort). Given, the page starts
   * right after that row and `page` only labels the answer — a deep page costs what the first does.
   */
  after: z
    .string()
    .max(400)
    .regex(/^[A-Za-z0-9_-]+$/, 'error.badRequest')
    .optional(),
});
export type ProposalListQuery = z.infer<typeof proposalListQuerySchema>;
export type ProposalListQueryInput = z.input<typeof proposalListQuerySchema>;

export const proposalSummarySchema = z.object({
  id: z.string(),
  sessionId: z.string(),
  sessionName: z.string(),
  /** 提案号, given on registration. */
  number: z.number().nullable(),
  title: z.string(),
  kind: proposalKindSchema,
  categoryCode: z.string().nullable(),
  state: proposalStateSchema,
  isPlenary: z.boolean(),
  isKey: z.boolean(),
  isExcellent: z.boolean(),
  firstProposer: personRefSchema,
  signerCount: z.number(),
  submittedAt: z.string().nullable(),
  registeredAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number(),
});
export type ProposalSummary = z.infer<typeof proposalSummarySchema>;

/**
 * Past this many matches a list's total is not counted further: `total` is this number and `totalCapped`
 * is true, shown as "10,000+" / 「1万+」 (issue 20: counting ~100,000 visible rows on every page cost most
 * of the list's time). The staff's session and state lists are counted exactly from kept counts.
 */
export const PROPOSAL_COUNT_CAP = 10_000;

/**
 * The cap of a list with a text term (`q`), lower, as search engines show "about 1,000+": PostgreSQL
 * counts a search's matches on the table's rows, not in an index, so a common term's total to 10,000
 * read ~10,001 rows on every page (13–18 ms at 1,000,000 proposals, bench/RESULTS.md, issue 33 §2).
 * Shown "1,000+" / 「1000+」; the pages past it stay reachable (by page number and cursor).
 */
export const PROPOSAL_SEARCH_COUNT_CAP = 1_000;

/** The cap of a list's total: a text search's, or every other list's. */
export const proposalCountCap = (query: { q?: string | undefined }): number =>
  query.q ? PROPOSAL_SEARCH_COUNT_CAP : PROPOSAL_COUNT_CAP;

export const proposalListSchema = z.object({
  items: z.array(proposalSummarySchema),
  total: z.number(),
  /** `total` is the list's cap (proposalCountCap: 1,000 for a text search, else 10,000) and more match. */
  totalCapped: z.boolean(),
  page: z.number(),
  pageSize: z.number(),
  /** `after` for the next page (keyset paging); null on the last page. */
  nextCursor: z.string().nullable(),
});
export type ProposalList = z.infer<typeof proposalListSchema>;

/** GET /api/proposals/counts: how many of the caller's visible proposals are in each state. */
export const proposalCountsQuerySchema = z.object({
  scope: z.enum(['mine', 'all']).default('all'),
  sessionId: z.string().optional(),
});
export const proposalCountsSchema = z.object({
  counts: z.record(proposalStateSchema, z.number()),
  total: z.number(),
});
export type ProposalCounts = z.infer<typeof proposalCountsSchema>;

// --- detail ---------------------------------------------------------------------------------------

export const signerSchema = z.object({
  userId: z.string(),
  displayName: z.string(),
  sector: z.string().nullable(),
  isFirst: z.boolean(),
  state: z.enum(SIGNER_STATES),
  invitedAt: z.string(),
  answeredAt: z.string().nullable(),
});
export type Signer = z.infer<typeof signerSchema>;

export const attachmentSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number(),
  uploadedBy: personRefSchema,
  createdAt: z.string(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

export const proposalEventSchema = z.object({
  id: z.string(),
  /** A proposal action, or a signer/task event such as `cosign_accept`, `cosign_decline`, `attachment_add`. */
  action: z.string(),
  fromState: z.string().nullable(),
  toState: z.string().nullable(),
  comment: z.string().nullable(),
  /** null for the system. */
  actor: personRefSchema.nullable(),
  taskId: z.string().nullable(),
  /** Issue 27: the number of the paper a step was typed in from (the actor is the typist). */
  paperNumber: z.string().nullable(),
  createdAt: z.string(),
});
export type ProposalEvent = z.infer<typeof proposalEventSchema>;

export const proposalDetailSchema = proposalSummarySchema.extend({
  analysis: z.string(),
  suggestions: z.string(),
  collectiveBody: z.string().nullable(),
  suggestedUnits: z.array(z.object({ id: z.string(), name: z.string() })),
  publicity: z.enum(PUBLICITY),
  privateReason: z.string().nullable(),
  contactName: z.string(),
  contactPhone: z.string(),
  contactAddress: z.string(),
  isRehandling: z.boolean(),
  keyLeader: personRefSchema.nullable(),
  reviewComment: z.string().nullable(),
  notRegisteredReason: z.string().nullable(),
  disposition: z.enum(NOT_REGISTERED_DISPOSITIONS).nullable(),
  mergedInto: z.object({ id: z.string(), number: z.number().nullable(), title: z.string() }).nullable(),
  handlingMode: z.enum(HANDLING_MODES).nullable(),
  assignedAt: z.string().nullable(),
  dueDate: z.string().nullable(),
  signByDate: z.string().nullable(),
  closedAt: z.string().nullable(),
  /** Issue 27: the topic answered (id and title), and the paper number of a proposal typed in by staff. */
  topic: z.object({ id: z.string(), title: z.string() }).nullable(),
  paperNumber: z.string().nullable(),
  signers: z.array(signerSchema),
  attachments: z.array(attachmentSchema),
  /** Oldest first. */
  events: z.array(proposalEventSchema),
  /** What the caller may do now (from the state machine): the web app shows only these buttons. */
  allowedActions: z.array(proposalActionSchema),
  /** The caller's own co-sign invitation, when they are a co-signer (answer with signers/respond). */
  myInvitation: z.object({ state: z.enum(SIGNER_STATES) }).nullable(),
  /** Whether the caller may edit the content and attachments now (first proposer, draft/returned). */
  canEdit: z.boolean(),
});
export type ProposalDetail = z.infer<typeof proposalDetailSchema>;

// --- editor ---------------------------------------------------------------------------------------

/** Drafts may be incomplete: nothing is required until submission (the transition checks `content`). */
export const proposalContentSchema = z.object({
  title: text(PROPOSAL_LIMITS.title),
  analysis: text(PROPOSAL_LIMITS.analysis),
  suggestions: text(PROPOSAL_LIMITS.suggestions),
  kind: proposalKindSchema,
  /** 集体提案: the party, group, sector or special committee. */
  collectiveBody: text(PROPOSAL_LIMITS.collectiveBody).nullable(),
  categoryCode: z.string().trim().max(20).nullable(),
  suggestedUnitIds: z.array(z.string()).max(PROPOSAL_LIMITS.suggestedUnits, { error: 'validation.tooMany' }),
  publicity: z.enum(PUBLICITY),
  privateReason: text(PROPOSAL_LIMITS.privateReason).nullable(),
  contactName: text(PROPOSAL_LIMITS.contactName),
  contactPhone: text(PROPOSAL_LIMITS.contactPhone),
  contactAddress: text(PROPOSAL_LIMITS.contactAddress),
  /** Issue 27: the published topic of the guide (选题) the proposal answers, if any. */
  topicId: z.string().trim().max(60).nullable(),
});
export type ProposalContent = z.infer<typeof proposalContentSchema>;

/** POST /api/proposals: a new draft in the given (default: current) session; every field optional. */
export const proposalCreateBodySchema = proposalContentSchema.partial().extend({
  sessionId: z.string().optional(),
});
export type ProposalCreateBody = z.infer<typeof proposalCreateBodySchema>;

/** PATCH /api/proposals/:id: autosave of a draft or returned proposal; only sent fields change. */
export const proposalUpdateBodySchema = proposalContentSchema.partial().extend({
  version: z.number().int().min(1),
});
export type ProposalUpdateBody = z.infer<typeof proposalUpdateBodySchema>;

// --- transitions ------------------------------------------------------------------------------------

const base = {
  version: z.number().int().min(1),
  comment: text(PROPOSAL_LIMITS.comment).optional(),
};
/**
 * POST /api/proposals/:id/transitions. Requirements (comment, reason, category …) are checked by the
 * server's transition function, which answers 400 with `fields` naming each missing one; the schema
 * only bounds the shapes so the same rule is written once.
 */
export const proposalTransitionBodySchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('invite'),
    ...base,
    inviteeIds: z.array(z.string()).max(PROPOSAL_LIMITS.invitees, { error: 'validation.tooMany' }).optional(),
    /** After this time the first proposer may submit without waiting for every answer. */
    signByDate: isoDate.optional(),
  }),
  z.object({ action: z.literal('submit'), ...base }),
  z.object({ action: z.literal('resubmit'), ...base }),
  z.object({ action: z.literal('return'), ...base }),
  z.object({ action: z.literal('withdraw'), ...base, reason: text(PROPOSAL_LIMITS.comment).optional() }),
  z.object({ action: z.literal('register'), ...base, categoryCode: z.string().trim().max(20).optional() }),
  z.object({
    action: z.literal('reject'),
    ...base,
    reason: text(PROPOSAL_LIMITS.comment).optional(),
    disposition: z.enum(NOT_REGISTERED_DISPOSITIONS).optional(),
  }),
  z.object({ action: z.literal('merge'), ...base, masterId: z.string().optional() }),
  /** Issue 7: after a 不满意 evaluation, the units handle it again by a new due date. */
  z.object({ action: z.literal('rehandle'), ...base, dueDate: isoDate.optional() }),
  z.object({ action: z.literal('close'), ...base }),
  /** After a second 不满意: closed with the minutes of a consultation or an explanation. */
  z.object({
    action: z.literal('close_with_minutes'),
    ...base,
    minutes: text(PROPOSAL_LIMITS.minutes).optional(),
  }),
  /** 优秀提案: set or clear the flag (staff), logged like every step. */
  z.object({ action: z.literal('mark_excellent'), ...base }),
  z.object({ action: z.literal('unmark_excellent'), ...base }),
]);
export type ProposalTransitionBody = z.infer<typeof proposalTransitionBodySchema>;
/** The actions this API takes through /transitions (assignment has its own route, the rest are derived). */
export type ProposalTransitionAction = ProposalTransitionBody['action'];

/** POST /api/proposals/:id/signers/respond: an invited co-signer accepts or declines. */
export const signerRespondBodySchema = z.object({ accept: z.boolean() });
export type SignerRespondBody = z.infer<typeof signerRespondBodySchema>;

/** POST /api/proposals/batch-register: each item in its own transaction. */
export const batchRegisterBodySchema = z.object({
  items: z
    .array(
      z.object({
        id: z.string(),
        version: z.number().int().min(1),
        categoryCode: z.string().trim().max(20).optional(),
      }),
    )
    .min(1, { error: 'validation.tooFew' })
    .max(100, { error: 'validation.tooMany' }),
});
export type BatchRegisterBody = z.infer<typeof batchRegisterBodySchema>;
export const batchRegisterResultSchema = z.object({
  results: z.array(
    z.object({
      id: z.string(),
      ok: z.boolean(),
      number: z.number().nullable(),
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
export type BatchRegisterResult = z.infer<typeof batchRegisterResultSchema>;

// --- pickers --------------------------------------------------------------------------------------

/** A proposal in a picker: the 并案 master picker (the editor's 查重 is proposals/similarity.ts). */
export const similarProposalsSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      number: z.number().nullable(),
      sessionName: z.string(),
      state: proposalStateSchema,
    }),
  ),
});
export type SimilarProposals = z.infer<typeof similarProposalsSchema>;

/**
 * GET /api/proposals/merge-candidates?q=&excludeId=: master proposals for 并案 (staff): registered or
 * submitted proposals of the same session as `excludeId`, matched by title or number.
 */
export const mergeCandidatesQuerySchema = z.object({
  excludeId: z.string(),
  q: z.string().trim().max(100).default(''),
});
export const mergeCandidatesSchema = similarProposalsSchema;

/** GET /api/members?q=: members for the co-signer picker. */
export const memberPickerQuerySchema = z.object({ q: z.string().trim().max(40).optional() });
export const memberPickerSchema = z.object({
  items: z.array(z.object({ id: z.string(), displayName: z.string(), sector: z.string().nullable() })),
});
export type MemberPicker = z.infer<typeof memberPickerSchema>;
