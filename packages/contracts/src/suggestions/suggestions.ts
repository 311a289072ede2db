import { z } from 'zod';

/** A unit suggested for an assignment, with the figures behind it and why, in the caller's language. */
export const unitSuggestionItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** `member`: suggested by the proposer (and maybe handled similar ones too); `similar`: history only. */
  source: z.enum(['member', 'similar']),
  /** Similar earlier proposals it handled. */
  count: z.number(),
  /** Similar earlier proposals it was adjusted away from (调整). */
  adjustedAway: z.number(),
  score: z.number(),
  /** One line from the figures: "办理过3件相似提案；从未被调整；按时答复92%；委员满意4/4". */
  reason: z.string(),
});
export type UnitSuggestionItem = z.infer<typeof unitSuggestionItemSchema>;

/** GET /api/proposals/:id/category-suggestions: categories for 立案, best first. */
export const categorySuggestionsSchema = z.object({
  items: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      score: z.number(),
      similar: z.number(),
      of: z.number(),
      memberChosen: z.boolean(),
      reason: z.string(),
    }),
  ),
});
export type CategorySuggestions = z.infer<typeof categorySuggestionsSchema>;

/** Proposals replayed per session at most (spread evenly over the session), so the report stays quick. */
export const REPLAY_SAMPLE_DEFAULT = 200;

export const suggestionReplayQuerySchema = z.object({
  sample: z.coerce.number().int().min(1).max(5000).default(REPLAY_SAMPLE_DEFAULT),
});
export type SuggestionReplayQuery = z.infer<typeof suggestionReplayQuerySchema>;

/**
 * GET /api/suggestions/replay (admin): for each past session, its registered and assigned proposals
 * replayed in order — the suggestions each would have had from the history before its assignment —
 * and how often the first / first three units suggested were among its final units, and the first
 * category suggested its category.
 */
export const suggestionReplaySchema = z.object({
  sample: z.number(),
  sessions: z.array(
    z.object({
      sessionId: z.string(),
      name: z.string(),
      /** Registered proposals with units in the session. */
      total: z.number(),
      replayed: z.number(),
      top1: z.number(),
      top3: z.number(),
      categoryTop1: z.number(),
      /** Replayed proposals that had no suggestion at all (no similar history yet). */
      none: z.number(),
    }),
  ),
});
export type SuggestionReplay = z.infer<typeof suggestionReplaySchema>;
