import type {
  FaqGroup,
  Invoice,
  KnowledgeBaseCategory,
  KnowledgeBaseCategoryPage,
  Language,
  SearchResult,
} from '@cppcc/contracts';
import { baseApi } from '../../shared/api/baseApi';

/**
 * The content pages' calls (seed 001 §7). The server answers in the request's language, so each read takes
 * the language on screen as part of its key: switching language loads the other texts.
 */
export const contentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    invoice: build.query<Invoice, { id: string; language: Language }>({
      query: ({ id }) => ({ url: '/invoices/get-invoice', params: { id } }),
    }),
    faq: build.query<FaqGroup[], Language>({ query: () => '/faq/groups' }),
    knowledgeBase: build.query<KnowledgeBaseCategory[], Language>({ query: () => '/knowledge-base' }),
    knowledgeBaseCategory: build.query<KnowledgeBaseCategoryPage, { path: string; language: Language }>({
      query: ({ path }) => ({ url: '/knowledge-base/category', params: { path } }),
    }),
    search: build.query<SearchResult[], { q: string; language: Language }>({
      query: ({ q }) => ({ url: '/search', params: q ? { q } : {} }),
    }),
  }),
});

export const {
  useInvoiceQuery,
  useFaqQuery,
  useKnowledgeBaseQuery,
  useKnowledgeBaseCategoryQuery,
  useSearchQuery,
} = contentApi;
