import {
  DIRECTORY_GROUP_ID,
  DIRECTORY_ID_PREFIX,
  SEARCH_KIND_LIMIT,
  knowledgeBaseCategoryPath,
  type Language,
  type SearchResult,
} from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { Caller } from '../auth/guard';
import { contactsService } from '../contacts/service';
import { proposalsService, type ProposalsDeps } from '../proposals/service';
import { matchingDocumentation } from './documentation-search';
import { matchingArticles, searchSamples, type HelpArticleRow } from './help-repository';

const EXCERPT_LENGTH = 120;
const excerpt = (text: string) => (text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH)}…` : text);

/** `%words%` for LIKE, with the user's own % and _ taken literally. */
export function likePattern(words: string): string {
  return `%${words.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function articleResult(
  row: HelpArticleRow & { categoryKey: string },
  kind: 'article' | 'faq',
  language: Language,
): SearchResult {
  const url =
    kind === 'faq'
      ? `/pages/faq?item=${row.id}`
      : `${knowledgeBaseCategoryPath(row.categoryKey)}?article=${row.id}`;
  return {
    id: row.id,
    kind,
    title: language === 'en' ? row.titleEn : row.titleZh,
    url,
    excerpt: excerpt(language === 'en' ? row.textEn : row.textZh),
  };
}

/**
 * The search page: without words, the seed's 8 sample articles; with words, the site search over what the
 * caller may see — proposals through the proposals service (its visibility rule), the help articles, and
 * the committee's members and units through the contacts directory (which decides who sees it), and the
 * documentation's pages for those its routes admit.
 */
export function searchService(db: Kysely<DB>, deps: ProposalsDeps) {
  return {
    async search(caller: Caller, q: string | undefined, language: Language): Promise<SearchResult[]> {
      const words = q?.trim() ?? '';
      if (words === '')
        return (await searchSamples(db)).map((row) => articleResult(row, 'article', language));

      const proposals = await proposalsService(db, deps).list(caller, {
        scope: 'all',
        q: words,
        sort: 'updatedAt',
        order: 'desc',
        page: 1,
        pageSize: SEARCH_KIND_LIMIT,
      });
      const articles = await matchingArticles(db, likePattern(words), SEARCH_KIND_LIMIT * 2);
      const needle = words.toLowerCase();
      const people = (await contactsService(db).list(caller, DIRECTORY_GROUP_ID))
        .filter((entry) => `${entry.name} ${entry.company}`.toLowerCase().includes(needle))
        .slice(0, SEARCH_KIND_LIMIT);
      const documentation = await matchingDocumentation(caller, words, language, SEARCH_KIND_LIMIT);

      return [
        ...proposals.items.map((proposal): SearchResult => ({
          id: proposal.id,
          kind: 'proposal',
          title: proposal.title,
          url: `/apps/proposals/${proposal.id}`,
          excerpt: [
            proposal.number === null ? '' : `#${proposal.number}`,
            proposal.sessionName,
            proposal.firstProposer.displayName,
          ]
            .filter(Boolean)
            .join(' · '),
        })),
        ...articles.map((row) =>
          articleResult(row, row.categoryKind === 'faq' ? 'faq' : 'article', language),
        ),
        ...people.map((entry): SearchResult => ({
          id: entry.id,
          kind: entry.id.startsWith(`${DIRECTORY_ID_PREFIX}unit:`) ? 'unit' : 'user',
          title: entry.company && entry.id.includes(':unit:') ? entry.company : entry.name,
          url: `/apps/contacts/${DIRECTORY_GROUP_ID}?contact=${encodeURIComponent(entry.id)}`,
          excerpt: [entry.name, entry.company, entry.jobTitle, entry.section].filter(Boolean).join(' · '),
        })),
        ...documentation,
      ];
    },
  };
}
