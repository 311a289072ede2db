import { z } from 'zod';

/**
 * The topic guide 提案参考选题目录 (issue 27 §2): per session, staff publish suggested topics — a title,
 * its background and the unit that proposed it. Members see only published topics (their workbench and the
 * editor's 选题 picker); a proposal may name the topic it answers; the statistics count proposals per topic.
 *
 * Decisions the issue leaves open: a topic is published or unpublished on its own (the guide is the
 * session's published topics in their order); a topic any proposal names is still deletable by staff —
 * the proposals keep their text and lose the link (topic_id set to null).
 * Related clues (相关线索, migration 0034): staff pick clues of the clue library (accepted or adopted) when
 * adding or editing a topic; the topic keeps them in the picked order. Members see only the linked clues
 * still in the library (a clue merged away later drops out of their view; staff still see it); the Word and
 * Excel exports list them.
 */
export const TOPIC_STATES = ['draft', 'published'] as const;
export type TopicState = (typeof TOPIC_STATES)[number];

export const TOPIC_LIMITS = {
  title: 200,
  background: 5000,
  sourceUnit: 100,
  perSession: 500,
  clues: 20,
} as const;

const text = (max: number) => z.string().trim().max(max, { error: 'validation.tooLong' });

export const topicSchema = z.object({
  id: z.string(),
  sessionId: z.string(),
  title: z.string(),
  background: z.string(),
  /** 提出单位: the body that suggested the topic (a department, a special committee, a party). */
  sourceUnit: z.string(),
  state: z.enum(TOPIC_STATES),
  /** 相关线索: library clues in the order staff picked them (members: only those still in the library). */
  clues: z.array(z.object({ id: z.string(), title: z.string() })),
  /** Order in the guide, 1-based. */
  position: z.number(),
  publishedAt: z.string().nullable(),
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Topic = z.infer<typeof topicSchema>;

/** GET /api/topics?sessionId= (default: the current session): staff see every topic, others the published. */
export const topicListQuerySchema = z.object({ sessionId: z.string().optional() });
export const topicListSchema = z.object({
  session: z.object({ id: z.string(), name: z.string() }).nullable(),
  items: z.array(topicSchema),
});
export type TopicList = z.infer<typeof topicListSchema>;

const topicFields = {
  title: text(TOPIC_LIMITS.title).min(1, { error: 'topics.titleRequired' }),
  background: text(TOPIC_LIMITS.background),
  sourceUnit: text(TOPIC_LIMITS.sourceUnit),
  /** Clue ids of the library (400 `topics.clueNotInLibrary` naming `clueIds` otherwise); no repeats. */
  clueIds: z
    .array(z.string().trim().min(1).max(60))
    .max(TOPIC_LIMITS.clues, { error: 'validation.tooMany' })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'topics.clueRepeated' }),
};

/** POST /api/topics: a new draft topic at the end of the session's guide. */
export const topicCreateBodySchema = z.object({
  sessionId: z.string().optional(),
  title: topicFields.title,
  background: topicFields.background.default(''),
  sourceUnit: topicFields.sourceUnit.default(''),
  clueIds: topicFields.clueIds.default([]),
});
export type TopicCreateBody = z.infer<typeof topicCreateBodySchema>;
export type TopicCreateInput = z.input<typeof topicCreateBodySchema>;

/** PATCH /api/topics/:id: only sent fields change; `version` is the optimistic lock. */
export const topicUpdateBodySchema = z.object({
  version: z.number().int().min(1),
  title: topicFields.title.optional(),
  background: topicFields.background.optional(),
  sourceUnit: topicFields.sourceUnit.optional(),
  clueIds: topicFields.clueIds.optional(),
});
export type TopicUpdateBody = z.infer<typeof topicUpdateBodySchema>;
export type TopicUpdateInput = z.input<typeof topicUpdateBodySchema>;

/** POST /api/topics/:id/publish and /unpublish. */
export const topicVersionBodySchema = z.object({ version: z.number().int().min(1) });

/** PUT /api/topics/order: every topic of the session, in the new order. */
export const topicOrderBodySchema = z.object({
  sessionId: z.string().min(1, { error: 'validation.required' }),
  ids: z
    .array(z.string())
    .min(1, { error: 'validation.required' })
    .max(TOPIC_LIMITS.perSession, { error: 'validation.tooMany' }),
});
export type TopicOrderBody = z.infer<typeof topicOrderBodySchema>;

/**
 * GET /api/topics/export.docx?sessionId=: the published guide. The Excel export (staff) is built in the
 * browser from the list and `/api/statistics/topics`, as the statistics' exports are.
 */
export const topicExportQuerySchema = topicListQuerySchema;

/**
 * GET /api/statistics/topics?sessionId= (staff): proposals per topic. `received` counts what reached the
 * committee (RECEIVED_STATES), `drafts` what members are still writing (draft, co-signing).
 */
export const topicStatisticsSchema = z.object({
  items: z.array(
    z.object({
      topicId: z.string(),
      title: z.string(),
      state: z.enum(TOPIC_STATES),
      received: z.number(),
      drafts: z.number(),
    }),
  ),
});
export type TopicStatistics = z.infer<typeof topicStatisticsSchema>;
