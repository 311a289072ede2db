import { z } from 'zod';
import { phoneSchema, smsCodeSchema } from '../auth';
import { PICTURE_MAX_BYTES, PICTURE_TYPES } from '../imageUrl';
import { authRoles } from '../roles';
import { CLUE_STATES, type ClueState } from '../workflow/clue';

/**
 * Proposal clues (提案线索征集, issue 27): citizens send clues on the public page `/clues` during an open
 * campaign, with a phone verified by an SMS code; staff screen them into the library; members adopt
 * library clues into draft proposals. Decisions the seeds leave open, taken here:
 * - a campaign is open from its first to its last day (Beijing dates) unless staff close it early; only
 *   one campaign may cover a day, so the public page shows at most one;
 * - a phone may send `CLUE_LIMITS.perPhonePerDay` clues a day (besides the code's own 60-second limit);
 * - the tracking page shows the sender's clue's state and outcome only: never the merged-into clue, the
 *   adopting members or other senders;
 * - members see the library (accepted and adopted clues) without the sender's phone or name;
 * - pictures (at most `CLUE_LIMITS.pictures`, each an image of CLUE_PICTURE_TYPES up to
 *   CLUE_PICTURE_MAX_BYTES) are sent right after the clue, with its tracking code (no account: the code is
 *   the sender's key), while the clue awaits screening and within CLUE_PICTURE_WINDOW_MINUTES of sending;
 *   staff and the library show them, the tracking page only that clue's.
 */
export const CLUE_LIMITS = {
  title: 60,
  situation: 2000,
  suggestion: 2000,
  contactName: 40,
  reason: 500,
  tags: 8,
  tag: 20,
  campaignTitle: 80,
  topics: 10,
  topic: 60,
  perPhonePerDay: 5,
  q: 100,
  pictures: 4,
} as const;

/** A clue's picture: an image up to 2 MB, content-sniffed on the server (the shared picture checks). */
export const CLUE_PICTURE_MAX_BYTES = PICTURE_MAX_BYTES;
export const CLUE_PICTURE_TYPES = PICTURE_TYPES;
/** How long after sending a clue its pictures may still be added (the form sends them at once). */
export const CLUE_PICTURE_WINDOW_MINUTES = 60;

/** A picture of a clue: its address carries a signed, expiring query for whom the API shows it to. */
export const cluePictureSchema = z.object({ id: z.string(), url: z.string(), fileName: z.string() });
export type CluePicture = z.infer<typeof cluePictureSchema>;

const required = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(max, { error: 'validation.tooLong' });
const day = z.iso.date({ error: 'validation.invalid' });
const clueStateSchema = z.enum(CLUE_STATES);

// --- campaigns ------------------------------------------------------------------------------------

export const clueCampaignBodySchema = z
  .object({
    title: required(CLUE_LIMITS.campaignTitle),
    startsOn: day,
    endsOn: day,
    topics: z.array(required(CLUE_LIMITS.topic)).max(CLUE_LIMITS.topics, { error: 'validation.tooMany' }),
  })
  .superRefine((value, context) => {
    if (value.endsOn < value.startsOn)
      context.addIssue({ code: 'custom', message: 'clues.endBeforeStart', path: ['endsOn'] });
  });
export type ClueCampaignBody = z.infer<typeof clueCampaignBodySchema>;

export const clueCampaignSchema = z.object({
  id: z.string(),
  title: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  topics: z.array(z.string()),
  closedAt: z.string().nullable(),
  /** Today is inside the period and staff did not close it. */
  open: z.boolean(),
  clueCount: z.number().int(),
});
export type ClueCampaign = z.infer<typeof clueCampaignSchema>;
export const clueCampaignListSchema = z.object({ items: z.array(clueCampaignSchema) });
export type ClueCampaignList = z.infer<typeof clueCampaignListSchema>;

// --- the public side ------------------------------------------------------------------------------

const categoryOption = z.object({ code: z.string(), zh: z.string(), en: z.string() });

/** GET /api/public/clues/intake: what the form needs; `campaign` null when none is open (sending closed). */
export const clueIntakeSchema = z.object({
  campaign: clueCampaignSchema
    .pick({ id: true, title: true, startsOn: true, endsOn: true, topics: true })
    .nullable(),
  categories: z.array(categoryOption),
});
export type ClueIntake = z.infer<typeof clueIntakeSchema>;

export const clueCodeBodySchema = z.object({ phone: phoneSchema });
export type ClueCodeBody = z.infer<typeof clueCodeBodySchema>;
export const clueCodeResultSchema = z.object({
  expiresInSeconds: z.number().int(),
  retryAfterSeconds: z.number().int(),
});
export type ClueCodeResult = z.infer<typeof clueCodeResultSchema>;

export const clueSubmitBodySchema = z.object({
  title: required(CLUE_LIMITS.title),
  situation: required(CLUE_LIMITS.situation),
  suggestion: required(CLUE_LIMITS.suggestion),
  categoryCode: required(20),
  contactName: z.string().trim().max(CLUE_LIMITS.contactName, { error: 'validation.tooLong' }).optional(),
  phone: phoneSchema,
  code: smsCodeSchema,
});
export type ClueSubmitBody = z.infer<typeof clueSubmitBodySchema>;

export const clueSubmitResultSchema = z.object({
  trackingCode: z.string(),
  /** The tracking page's path; the SMS carries the full link. */
  trackingPath: z.string(),
});
export type ClueSubmitResult = z.infer<typeof clueSubmitResultSchema>;

/** The tracking code: 32 characters of base64url (24 random bytes). */
export const clueTrackingParamsSchema = z.object({
  code: z.string().regex(/^[A-Za-z0-9_-]{32}$/, { error: 'validation.invalid' }),
});

/** GET /api/public/clues/track/:code: the sender's own clue, nothing of anyone else's. */
export const clueTrackingSchema = z.object({
  title: z.string(),
  categoryCode: z.string(),
  state: clueStateSchema,
  submittedAt: z.string(),
  decidedAt: z.string().nullable(),
  declineReason: z.string().nullable(),
  adoptionCount: z.number().int(),
  /** Public replies to proposals built on the clue. */
  replies: z.array(z.object({ id: z.string(), title: z.string() })),
  pictures: z.array(cluePictureSchema),
});
export type ClueTracking = z.infer<typeof clueTrackingSchema>;

// --- staff and members ----------------------------------------------------------------------------

export const clueSchema = z.object({
  id: z.string(),
  title: z.string(),
  situation: z.string(),
  suggestion: z.string(),
  categoryCode: z.string(),
  tags: z.array(z.string()),
  state: clueStateSchema,
  version: z.number().int(),
  campaign: z.object({ id: z.string(), title: z.string() }).nullable(),
  /** The sender's name and phone: staff only (null for members). */
  contactName: z.string().nullable(),
  phone: z.string().nullable(),
  mergedInto: z.object({ id: z.string(), title: z.string() }).nullable(),
  declineReason: z.string().nullable(),
  adoptionCount: z.number().int(),
  adoptedByMe: z.boolean(),
  pictures: z.array(cluePictureSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Clue = z.infer<typeof clueSchema>;

export const clueEventSchema = z.object({
  id: z.string(),
  action: z.string(),
  fromState: clueStateSchema.nullable(),
  toState: clueStateSchema,
  actorName: z.string().nullable(),
  comment: z.string().nullable(),
  createdAt: z.string(),
});
export type ClueEvent = z.infer<typeof clueEventSchema>;

export const clueDetailSchema = clueSchema.extend({
  events: z.array(clueEventSchema),
  adoptions: z.array(
    z.object({
      memberName: z.string(),
      createdAt: z.string(),
      /** Only the caller's own draft (or any, for staff). */
      proposalId: z.string().nullable(),
    }),
  ),
});
export type ClueDetail = z.infer<typeof clueDetailSchema>;

export const clueListQuerySchema = z.object({
  state: clueStateSchema.optional(),
  categoryCode: z.string().trim().max(20).optional(),
  q: z.string().trim().max(CLUE_LIMITS.q, { error: 'validation.tooLong' }).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type ClueListQuery = z.infer<typeof clueListQuerySchema>;

export const clueListSchema = z.object({
  items: z.array(clueSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ClueList = z.infer<typeof clueListSchema>;

const tagsSchema = z
  .array(required(CLUE_LIMITS.tag))
  .max(CLUE_LIMITS.tags, { error: 'validation.tooMany' })
  .default([]);

/** POST /api/clues/:id/transitions: the staff's screening. */
export const clueTransitionBodySchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('accept'),
    version: z.number().int().min(1),
    categoryCode: required(20),
    tags: tagsSchema,
  }),
  z.object({ action: z.literal('merge'), version: z.number().int().min(1), targetId: required(64) }),
  z.object({
    action: z.literal('decline'),
    version: z.number().int().min(1),
    reason: required(CLUE_LIMITS.reason),
  }),
]);
export type ClueTransitionBody = z.infer<typeof clueTransitionBodySchema>;

export const clueAdoptResultSchema = z.object({ proposalId: z.string() });
export type ClueAdoptResult = z.infer<typeof clueAdoptResultSchema>;

/** Who reads clues: staff every clue, members the library (also as a source of the editor's 查重). */
export const CLUE_LIBRARY_READERS = [...authRoles.staff, ...authRoles.members];

/** States a screener acts on; the rest are read-only in the screening list. */
export const isScreenable = (state: ClueState) => state === 'new' || state === 'accepted';

/** The members' clue library searching for `q` (the editor's 查重 panel links a library clue there). */
export const clueLibrarySearchPath = (q: string) => `/apps/clues?q=${encodeURIComponent(q)}`;

/** The public reply page (the web's publication feature) an SMS links a clue's sender to. */
export const publicReplyPagePath = (replyId: string) => `/public/replies/${replyId}`;
