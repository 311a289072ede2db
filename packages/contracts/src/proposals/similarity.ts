import { z } from 'zod';
import { PROPOSAL_LIMITS, proposalStateSchema } from './proposals';

/**
 * 查重 (issue 27 §3): earlier work like a draft, scored over title, situation/analysis and suggestions by
 * character bigrams (Chinese has no spaces between words; two characters are its most common word length).
 *
 * Where candidates come from, and what each caller may learn of them — the one access rule:
 * - `published`: a proposal whose proposer chose 公开 and which has an approved reply published in full or
 *   as a summary (the public replies, /api/public/replies). Its title, text and reply summary are public.
 * - `own`: a proposal the caller signs.
 * - `committee`: any other proposal the caller may open (THE visibility rule: staff see every proposal of
 *   every session except other people's drafts and co-sign rounds).
 * - `clue`: a clue of the clue library (accepted or adopted; modules/clues) — for members and staff, who
 *   browse the library; never a clue awaiting screening, merged or declined, never its sender's name or
 *   phone. Such an item has no number, session or proposal state (`number`, `state` null, `sessionName` '').
 * Nothing is listed that the caller could not open, except published proposals.
 */
export const SIMILARITY_SOURCES = ['own', 'published', 'committee', 'clue'] as const;
export type SimilaritySource = (typeof SIMILARITY_SOURCES)[number];

/** How many items the editor shows. */
export const SIMILAR_LIMIT = 5;

/**
 * The pause in typing after which the editor checks the draft: a member sends at most one check per pause
 * (bench/similarity.ts models 16 members typing at once with it).
 */
export const SIMILAR_CHECK_PAUSE_MS = 800;

/** A piece of an item's text, `shared` when the draft contains it too (highlighted on screen). */
export const similarSegmentSchema = z.object({ text: z.string(), shared: z.boolean() });
export type SimilarSegment = z.infer<typeof similarSegmentSchema>;

export const similarItemSchema = z.object({
  id: z.string(),
  source: z.enum(SIMILARITY_SOURCES),
  title: z.string(),
  number: z.number().nullable(),
  sessionName: z.string(),
  /** The proposal's state; null for a clue. */
  state: proposalStateSchema.nullable(),
  /** Share of the smaller text's character bigrams found in the other, 0–100. */
  overlap: z.number().int().min(0).max(100),
  /** The stretch of the item's text richest in passages shared with the draft. */
  excerpt: z.array(similarSegmentSchema),
  /** Units that handled it (tasks not cancelled). */
  unitNames: z.array(z.string()),
  /** Its latest approved reply the caller may read: result class code and the first paragraph. */
  reply: z.object({ resultClass: z.string().nullable(), summary: z.string() }).nullable(),
});
export type SimilarItem = z.infer<typeof similarItemSchema>;

/**
 * POST /api/proposals/similar: the draft as typed so far (a body: the text may be long). `excludeId` is the
 * draft being edited; it and the drafts of its session are never listed.
 */
export const similarBodySchema = z.object({
  title: z.string().max(PROPOSAL_LIMITS.title, { error: 'validation.tooLong' }).default(''),
  analysis: z.string().max(PROPOSAL_LIMITS.analysis, { error: 'validation.tooLong' }).default(''),
  suggestions: z.string().max(PROPOSAL_LIMITS.suggestions, { error: 'validation.tooLong' }).default(''),
  excludeId: z.string().max(64).optional(),
});
export type SimilarBody = z.infer<typeof similarBodySchema>;
export type SimilarBodyInput = z.input<typeof similarBodySchema>;

export const similarResultSchema = z.object({ items: z.array(similarItemSchema) });
export type SimilarResult = z.infer<typeof similarResultSchema>;

/**
 * GET /api/proposals/:id/merge-suggestions (staff): same-session proposals a submitted proposal could be
 * merged into (submitted or registered), at least the `mergeSuggestPercent` setting alike, closest first,
 * with both texts for the side-by-side view.
 */
export const mergeSuggestionSchema = similarItemSchema.extend({
  version: z.number(),
  analysis: z.string(),
  suggestions: z.string(),
});
export type MergeSuggestion = z.infer<typeof mergeSuggestionSchema>;
export const mergeSuggestionsSchema = z.object({
  threshold: z.number(),
  items: z.array(mergeSuggestionSchema),
});
export type MergeSuggestions = z.infer<typeof mergeSuggestionsSchema>;
