import {
  KNOWLEDGE_BASE_FEATURED_COUNT,
  knowledgeBaseCategoryPath,
  type FaqGroup,
  type FaqItem,
  type HelpArticle,
  type KnowledgeBaseCategory,
  type KnowledgeBaseCategoryPage,
  type Language,
} from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { fromDbBool, newId, nowIso, toDbBool } from '../../db/values';
import { notFound } from '../../http/errors';
import { htmlToText, sanitizeHtml } from '../../lib/sanitizeHtml';
import {
  articlesOf,
  findCategory,
  insertArticle,
  insertCategory,
  listCategories,
  type HelpArticleRow,
  type HelpCategoryRow,
  type HelpKind,
} from './help-repository';

/** A text in both languages, Chinese first. */
export interface Bilingual {
  zh: string;
  en: string;
}

export interface NewHelpArticle {
  title: Bilingual;
  /** HTML; sanitized before it is stored. */
  content: Bilingual;
  featured?: boolean;
  /** 1…8: one of the search page's sample articles. */
  searchSample?: number;
}

const pick = (language: Language, zh: string, en: string) => (language === 'en' ? en : zh);
const titleOf = (row: HelpCategoryRow | HelpArticleRow, language: Language) =>
  pick(language, row.titleZh, row.titleEn);

export function presentArticle(row: HelpArticleRow, language: Language): HelpArticle {
  return { id: row.id, title: titleOf(row, language), content: pick(language, row.contentZh, row.contentEn) };
}

/** The FAQ and the knowledge base: stored in both languages, answered in the reader's. */
export function helpService(db: Kysely<DB>) {
  const categoryOf = (row: HelpCategoryRow, articles: readonly HelpArticleRow[], language: Language) => {
    const own = articles.filter((article) => article.categoryId === row.id);
    return {
      id: row.id,
      key: row.key,
      title: titleOf(row, language),
      path: knowledgeBaseCategoryPath(row.key),
      articlesCount: own.length,
      featuredArticles: own
        .filter((article) => fromDbBool(article.featured))
        .slice(0, KNOWLEDGE_BASE_FEATURED_COUNT)
        .map((article) => presentArticle(article, language)),
      own,
    };
  };

  async function faqGroups(language: Language): Promise<FaqGroup[]> {
    const groups = await listCategories(db, 'faq');
    const articles = await articlesOf(
      db,
      groups.map((group) => group.id),
    );
    return groups.map((group) => ({
      id: group.id,
      title: titleOf(group, language),
      items: articles
        .filter((article) => article.categoryId === group.id)
        .map((article) => ({
          id: article.id,
          question: titleOf(article, language),
          answer: pick(language, article.contentZh, article.contentEn),
        })),
    }));
  }

  return {
    /** A FAQ group or knowledge-base category with its articles, in order; answers the category's id. */
    async addCategory(
      kind: HelpKind,
      key: string,
      title: Bilingual,
      articles: readonly NewHelpArticle[],
    ): Promise<string> {
      const id = newId();
      const createdAt = nowIso();
      const position = (await listCategories(db, kind)).length;
      await insertCategory(db, { id, kind, key, titleZh: title.zh, titleEn: title.en, position, createdAt });
      for (const [index, article] of articles.entries()) {
        const contentZh = sanitizeHtml(article.content.zh);
        const contentEn = sanitizeHtml(article.content.en);
        await insertArticle(db, {
          id: newId(),
          categoryId: id,
          position: index,
          featured: toDbBool(article.featured ?? false),
          searchSample: article.searchSample ?? null,
          titleZh: article.title.zh,
          titleEn: article.title.en,
          contentZh,
          contentEn,
          textZh: htmlToText(contentZh),
          textEn: htmlToText(contentEn),
          createdAt,
        });
      }
      return id;
    },

    faq: faqGroups,

    /** The seed's flat list: every group's items, in the groups' order. */
    async faqItems(language: Language): Promise<FaqItem[]> {
      return (await faqGroups(language)).flatMap((group) => group.items);
    },

    async knowledgeBase(language: Language): Promise<KnowledgeBaseCategory[]> {
      const categories = await listCategories(db, 'kb');
      const articles = await articlesOf(
        db,
        categories.map((category) => category.id),
      );
      return categories.map((row) => {
        const { own: _own, ...category } = categoryOf(row, articles, language);
        return category;
      });
    },

    /** A category's page: every article of it. 404 for an unknown path. */
    async category(key: string, language: Language): Promise<KnowledgeBaseCategoryPage> {
      const row = await findCategory(db, 'kb', key);
      if (!row) throw notFound('content.categoryNotFound');
      const { own, ...category } = categoryOf(row, await articlesOf(db, [row.id]), language);
      return { ...category, articles: own.map((article) => presentArticle(article, language)) };
    },
  };
}
export type HelpService = ReturnType<typeof helpService>;
