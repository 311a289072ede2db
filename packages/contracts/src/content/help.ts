import { z } from 'zod';

/**
 * The help content (seed 001 §3, §7; issue 18): the FAQ (14 items in groups) and the knowledge base (4
 * categories — the seed's Your Account, Selling, Buying, Item Support, adapted to this product as 我的账号 (your
 * account), 撰写与提交提案 (offering a proposal), 承办与答复 (taking one on: the units' side) and 提案跟踪与评价
 * (support for one proposal: co-signing, tracking, evaluation) — with the seed's articlesCount 17, 12, 19, 24 and 5 featured articles each).
 * Decisions where the seed says nothing:
 * - Stored in the database in both languages, answered in the caller's; article HTML is sanitized on the
 *   server when it is written. articlesCount is the number of stored articles of the category.
 * - Readable by every signed-in role (the system's own manual).
 * - A category's `path` is its page in this app: /pages/knowledge-base/<key>; its articles come from
 *   `GET /api/knowledge-base/category?path=<key>`.
 */
export const FAQ_ITEM_COUNT = 14;
export const KNOWLEDGE_BASE_CATEGORY_KEYS = ['account', 'writing', 'handling', 'support'] as const;
export type KnowledgeBaseCategoryKey = (typeof KNOWLEDGE_BASE_CATEGORY_KEYS)[number];
export const KNOWLEDGE_BASE_ARTICLE_COUNTS: Readonly<Record<KnowledgeBaseCategoryKey, number>> = {
  account: 17,
  writing: 12,
  handling: 19,
  support: 24,
};
export const KNOWLEDGE_BASE_FEATURED_COUNT = 5;

export const faqItemSchema = z.object({ id: z.string(), question: z.string(), answer: z.string() });
export type FaqItem = z.infer<typeof faqItemSchema>;
/** GET /api/faq: the seed's flat list of the 14 items (issue 31 §1); the groups are `GET /api/faq/groups`. */
export const faqListSchema = z.array(faqItemSchema);

export const faqGroupSchema = z.object({
  id: z.string(),
  title: z.string(),
  items: z.array(faqItemSchema),
});
export type FaqGroup = z.infer<typeof faqGroupSchema>;
/** GET /api/faq/groups: the same items in their groups (what the FAQ page shows). */
export const faqSchema = z.array(faqGroupSchema);

export const helpArticleSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** Sanitized HTML. */
  content: z.string(),
});
export type HelpArticle = z.infer<typeof helpArticleSchema>;

export const knowledgeBaseCategorySchema = z.object({
  id: z.string(),
  key: z.string(),
  title: z.string(),
  path: z.string(),
  articlesCount: z.number().int(),
  featuredArticles: z.array(helpArticleSchema),
});
export type KnowledgeBaseCategory = z.infer<typeof knowledgeBaseCategorySchema>;
export const knowledgeBaseSchema = z.array(knowledgeBaseCategorySchema);

export const knowledgeBaseCategoryQuerySchema = z.object({
  path: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(40, { error: 'validation.tooLong' }),
});
export const knowledgeBaseCategoryPageSchema = knowledgeBaseCategorySchema.extend({
  articles: z.array(helpArticleSchema),
});
export type KnowledgeBaseCategoryPage = z.infer<typeof knowledgeBaseCategoryPageSchema>;
