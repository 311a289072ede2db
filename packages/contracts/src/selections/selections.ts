import { z } from 'zod';
import {
  SELECTION_KINDS,
  SELECTION_NOMINATORS,
  SELECTION_RESULTS_VISIBILITY,
  SELECTION_STATES,
} from '../workflow/selection';

/**
 * Selections 评选/遴选 (issue 29 §1, issue 28 §5a; the machine in workflow/selection.ts).
 *
 * Decisions the issues leave open:
 * - One ballot per voter names 1..votesPerVoter candidates (default: as many as are to be chosen).
 * - The ballot is secret: the server keeps that a voter voted (and when: the event log) apart from what
 *   they chose (ballot lines name no voter). Nobody — staff included — sees the counts while the vote runs;
 *   everyone sees how many have voted.
 * - Ties: candidates are ranked by votes (1, 1, 3 …); a tie across the quota's cut is flagged, and the
 *   committee's decision settles it (staff record which are chosen).
 * - Who sees what: staff see every selection; a chosen voter sees their selections from the opening of the
 *   vote; every member sees published selections (the chosen; the counts too when `after_period`).
 */
export const SELECTION_LIMITS = {
  title: 100,
  reason: 1000,
  committeeName: 50,
  decisionNote: 2000,
  quota: 100,
  voters: 500,
  candidates: 300,
} as const;

const text = (max: number) => z.string().trim().max(max, { error: 'validation.tooLong' });
const isoTime = z.iso.datetime({ offset: true, error: 'selections.timeInvalid' });
const day = z.iso.date({ error: 'selections.dateInvalid' });

export const selectionKindSchema = z.enum(SELECTION_KINDS);
export const selectionStateSchema = z.enum(SELECTION_STATES);

export const selectionSummarySchema = z.object({
  id: z.string(),
  sessionId: z.string(),
  sessionName: z.string(),
  kind: selectionKindSchema,
  title: z.string(),
  state: selectionStateSchema,
  quota: z.number(),
  votesPerVoter: z.number(),
  votingOpensAt: z.string().nullable(),
  votingClosesAt: z.string().nullable(),
  resultsVisibility: z.enum(SELECTION_RESULTS_VISIBILITY),
  decisionDate: z.string().nullable(),
  decisionNote: z.string().nullable(),
  publishedAt: z.string().nullable(),
  candidateCount: z.number(),
  voterCount: z.number(),
  votedCount: z.number(),
  /** The caller as a voter: null when not chosen to vote. */
  myVote: z.object({ votedAt: z.string().nullable() }).nullable(),
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SelectionSummary = z.infer<typeof selectionSummarySchema>;

export const selectionReplySchema = z.object({
  unitName: z.string(),
  title: z.string(),
  body: z.string(),
  resultClass: z.string().nullable(),
});

export const selectionCandidateSchema = z.object({
  id: z.string(),
  proposal: z
    .object({
      id: z.string(),
      number: z.number().nullable(),
      title: z.string(),
      firstProposer: z.string(),
      state: z.string(),
      /** The approved replies (voters judge by them). */
      replies: z.array(selectionReplySchema),
    })
    .nullable(),
  unit: z
    .object({
      id: z.string(),
      name: z.string(),
      /** The unit's tasks of the session, and how many of them were replied to. */
      tasks: z.number(),
      replied: z.number(),
    })
    .nullable(),
  nominatedBy: z.enum(SELECTION_NOMINATORS),
  committeeName: z.string().nullable(),
  reason: z.string(),
  chosen: z.boolean(),
  leader: z.object({ id: z.string(), displayName: z.string() }).nullable(),
  /** Null while the counts are not shown to the caller. */
  votes: z.number().nullable(),
  /** 1-based competition rank by votes (1, 1, 3 …); null with `votes`. */
  rank: z.number().nullable(),
  /** Shares its count with another candidate. */
  tied: z.boolean(),
});
export type SelectionCandidate = z.infer<typeof selectionCandidateSchema>;

export const selectionEventSchema = z.object({
  id: z.string(),
  action: z.string(),
  actor: z.string(),
  at: z.string(),
  /** What the step changed, in words of the actor's data (a title, a count); never a ballot's content. */
  detail: z.string(),
});

export const selectionDetailSchema = selectionSummarySchema.extend({
  candidates: z.array(selectionCandidateSchema),
  /** Whether the counts are shown to the caller. */
  countsShown: z.boolean(),
  /** A tie across the quota's cut the decision must settle. */
  tieAtCut: z.boolean(),
  /** Staff: the chosen voters and whether each has voted; others: empty. */
  voters: z.array(z.object({ id: z.string(), displayName: z.string(), votedAt: z.string().nullable() })),
  /** Staff: the selection's event log; others: empty. */
  events: z.array(selectionEventSchema),
  /** The actions the caller may take now (from the machine). */
  actions: z.array(z.string()),
});
export type SelectionDetail = z.infer<typeof selectionDetailSchema>;

export const selectionListQuerySchema = z.object({
  sessionId: z.string().optional(),
  kind: selectionKindSchema.optional(),
});
export const selectionListSchema = z.object({ items: z.array(selectionSummarySchema) });
export type SelectionList = z.infer<typeof selectionListSchema>;

const rulesFields = {
  title: text(SELECTION_LIMITS.title).min(1, { error: 'selections.titleRequired' }),
  quota: z.coerce
    .number({ error: 'selections.quotaRange' })
    .int({ error: 'selections.quotaRange' })
    .min(1, { error: 'selections.quotaRange' })
    .max(SELECTION_LIMITS.quota, { error: 'selections.quotaRange' }),
  /** Default: the quota. */
  votesPerVoter: z.coerce
    .number({ error: 'selections.votesPerVoterRange' })
    .int({ error: 'selections.votesPerVoterRange' })
    .min(1, { error: 'selections.votesPerVoterRange' })
    .max(SELECTION_LIMITS.quota, { error: 'selections.votesPerVoterRange' })
    .optional(),
  votingOpensAt: isoTime.nullable().optional(),
  votingClosesAt: isoTime.nullable().optional(),
  resultsVisibility: z.enum(SELECTION_RESULTS_VISIBILITY).default('after_period'),
};

function periodRule(
  value: {
    quota: number;
    votesPerVoter?: number | undefined;
    votingOpensAt?: string | null | undefined;
    votingClosesAt?: string | null | undefined;
  },
  ctx: z.RefinementCtx,
) {
  if (value.votesPerVoter !== undefined && value.votesPerVoter > value.quota)
    ctx.addIssue({ code: 'custom', message: 'selections.votesPerVoterRange', path: ['votesPerVoter'] });
  if (
    value.votingOpensAt &&
    value.votingClosesAt &&
    Date.parse(value.votingClosesAt) <= Date.parse(value.votingOpensAt)
  )
    ctx.addIssue({ code: 'custom', message: 'selections.closesBeforeOpens', path: ['votingClosesAt'] });
}

/** POST /api/selections (staff). */
export const selectionCreateBodySchema = z
  .object({ sessionId: z.string().optional(), kind: selectionKindSchema, ...rulesFields })
  .superRefine(periodRule);
export type SelectionCreateBody = z.input<typeof selectionCreateBodySchema>;

/** PATCH /api/selections/:id (staff, while nominating): the rules. */
export const selectionRulesBodySchema = z
  .object({ version: z.number().int(), ...rulesFields })
  .superRefine(periodRule);
export type SelectionRulesBody = z.input<typeof selectionRulesBodySchema>;

/** POST /api/selections/:id/candidates (staff): a proposal (proposal kinds) or a unit (unit kind). */
export const selectionNominateBodySchema = z
  .object({
    version: z.number().int(),
    proposalId: z.string().optional(),
    unitId: z.string().optional(),
    nominatedBy: z.enum(SELECTION_NOMINATORS).default('staff'),
    committeeName: text(SELECTION_LIMITS.committeeName).optional(),
    reason: text(SELECTION_LIMITS.reason).default(''),
  })
  .superRefine((value, ctx) => {
    if (value.nominatedBy === 'special_committee' && !value.committeeName)
      ctx.addIssue({ code: 'custom', message: 'selections.committeeRequired', path: ['committeeName'] });
  });
export type SelectionNominateBody = z.input<typeof selectionNominateBodySchema>;

export const selectionCandidateParamsSchema = z.object({ id: z.string(), candidateId: z.string() });
export const selectionVersionBodySchema = z.object({ version: z.number().int() });

/** PUT /api/selections/:id/voters (staff). */
export const selectionVotersBodySchema = z.object({
  version: z.number().int(),
  userIds: z
    .array(z.string())
    .max(SELECTION_LIMITS.voters, { error: 'selections.tooManyVoters' })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'selections.repeated' }),
});
export type SelectionVotersBody = z.infer<typeof selectionVotersBodySchema>;

/** POST /api/selections/:id/ballot (a chosen voter, once, within the period). */
export const selectionBallotBodySchema = z.object({
  candidateIds: z
    .array(z.string())
    .min(1, { error: 'selections.ballotEmpty' })
    .max(SELECTION_LIMITS.quota, { error: 'selections.ballotTooMany' })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'selections.repeated' }),
});
export type SelectionBallotBody = z.infer<typeof selectionBallotBodySchema>;

/** POST /api/selections/:id/decision (staff): the committee meeting's decision. */
export const selectionDecisionBodySchema = z.object({
  version: z.number().int(),
  decisionDate: day,
  decisionNote: text(SELECTION_LIMITS.decisionNote).default(''),
  chosen: z
    .array(z.object({ candidateId: z.string(), leaderId: z.string().optional() }))
    .min(1, { error: 'selections.chosenRequired' })
    .max(SELECTION_LIMITS.quota, { error: 'selections.tooManyChosen' }),
});
export type SelectionDecisionBody = z.input<typeof selectionDecisionBodySchema>;

/** GET /api/selections/voter-options: who may be chosen to vote. */
export const selectionPeopleSchema = z.object({
  items: z.array(z.object({ id: z.string(), displayName: z.string(), roles: z.array(z.string()) })),
});
export type SelectionPeople = z.infer<typeof selectionPeopleSchema>;
