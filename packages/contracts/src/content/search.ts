import { z } from 'zod';

/**
 * The search pages (seed 001 §7; issue 18). `GET /api/search` without a query answers the seed's 8 sample
 * articles (help articles chosen for it). Beyond the template, with `q` it is the site search: proposals the
 * caller may see (the proposals module's own visibility rule), help articles (FAQ and knowledge base), and
 * users and units by name, and the documentation's pages for whoever may read them; each result links to its
 * page.
 */
export const SEARCH_SAMPLE_COUNT = 8;
export const SEARCH_QUERY_MAX = 100;
/** How many results of each kind one search answers. */
export const SEARCH_KIND_LIMIT = 10;

/** `documentation`: a page of the product's documentation, for the callers its routes admit (admins). */
export const SEARCH_RESULT_KINDS = ['article', 'faq', 'proposal', 'user', 'unit', 'documentation'] as const;
export type SearchResultKind = (typeof SEARCH_RESULT_KINDS)[number];

export const searchQuerySchema = z.object({
  q: z.string().trim().max(SEARCH_QUERY_MAX, { error: 'validation.tooLong' }).optional(),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const searchResultSchema = z.object({
  id: z.string(),
  kind: z.enum(SEARCH_RESULT_KINDS),
  title: z.string(),
  /** The result's page in this web app (a path). */
  url: z.string(),
  excerpt: z.string(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchResultListSchema = z.array(searchResultSchema);
