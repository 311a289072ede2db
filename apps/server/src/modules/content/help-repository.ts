import { sql, type Insertable, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { HelpArticlesTable, HelpCategoriesTable } from '../../db/schema-content';

export type HelpCategoryRow = HelpCategoriesTable;
export type HelpArticleRow = HelpArticlesTable;
export type HelpKind = 'faq' | 'kb';

export function listCategories(db: Kysely<DB>, kind: HelpKind): Promise<HelpCategoryRow[]> {
  return db.selectFrom('helpCategories').selectAll().where('kind', '=', kind).orderBy('position').execute();
}

export function findCategory(
  db: Kysely<DB>,
  kind: HelpKind,
  key: string,
): Promise<HelpCategoryRow | undefined> {
  return db
    .selectFrom('helpCategories')
    .selectAll()
    .where('kind', '=', kind)
    .where('key', '=', key)
    .executeTakeFirst();
}

export function articlesOf(db: Kysely<DB>, categoryIds: readonly string[]): Promise<HelpArticleRow[]> {
  if (categoryIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('helpArticles')
    .selectAll()
    .where('categoryId', 'in', categoryIds)
    .orderBy('position')
    .execute();
}

/** The search page's sample articles, in their order. */
export function searchSamples(db: Kysely<DB>): Promise<(HelpArticleRow & { categoryKey: string })[]> {
  return db
    .selectFrom('helpArticles')
    .innerJoin('helpCategories', 'helpCategories.id', 'helpArticles.categoryId')
    .selectAll('helpArticles')
    .select('helpCategories.key as categoryKey')
    .where('helpArticles.searchSample', 'is not', null)
    .orderBy('helpArticles.searchSample')
    .execute();
}

/** Articles whose title or text (either language) contains the words, case-insensitively. */
export function matchingArticles(
  db: Kysely<DB>,
  pattern: string,
  limit: number,
): Promise<(HelpArticleRow & { categoryKey: string; categoryKind: string })[]> {
  const like = (column: string) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
  return db
    .selectFrom('helpArticles')
    .innerJoin('helpCategories', 'helpCategories.id', 'helpArticles.categoryId')
    .selectAll('helpArticles')
    .select(['helpCategories.key as categoryKey', 'helpCategories.kind as categoryKind'])
    .where((eb) =>
      eb.or([
        like('helpArticles.titleZh'),
        like('helpArticles.titleEn'),
        like('helpArticles.textZh'),
        like('helpArticles.textEn'),
      ]),
    )
    .orderBy('helpCategories.kind')
    .orderBy('helpCategories.position')
    .orderBy('helpArticles.position')
    .limit(limit)
    .execute();
}

export async function insertCategory(db: Kysely<DB>, row: Insertable<HelpCategoriesTable>): Promise<void> {
  await db.insertInto('helpCategories').values(row).execute();
}

export async function insertArticle(db: Kysely<DB>, row: Insertable<HelpArticlesTable>): Promise<void> {
  await db.insertInto('helpArticles').values(row).execute();
}
