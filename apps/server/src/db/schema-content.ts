import type { DbBool, Id, IsoTime, JsonText } from './values';

/** The content pages' tables (migration 0017_content). */

export interface InvoicesTable {
  id: Id;
  number: string;
  subtotal: string;
  tax: string;
  discount: string;
  total: string;
  /** `{ "zh-CN": Invoice, "en": Invoice }`: the whole answer in each language. */
  texts: JsonText;
  createdAt: IsoTime;
}

export interface HelpCategoriesTable {
  id: Id;
  /** faq (a FAQ group) | kb (a knowledge-base category) */
  kind: string;
  key: string;
  titleZh: string;
  titleEn: string;
  position: number;
  createdAt: IsoTime;
}

export interface HelpArticlesTable {
  id: Id;
  categoryId: Id;
  position: number;
  featured: DbBool;
  /** 1…8: one of the search page's sample articles, in that order; null otherwise. */
  searchSample: number | null;
  titleZh: string;
  titleEn: string;
  /** Sanitized HTML. */
  contentZh: string;
  contentEn: string;
  /** The content's plain text, for the site search. */
  textZh: string;
  textEn: string;
  createdAt: IsoTime;
}

export interface ContentTables {
  invoices: InvoicesTable;
  helpCategories: HelpCategoriesTable;
  helpArticles: HelpArticlesTable;
}
