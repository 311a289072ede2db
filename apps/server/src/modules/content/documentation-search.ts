import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  COMPONENT_DOC_SUMMARIES,
  DOC_PAGES,
  DOCUMENTATION_AUTH,
  LANGUAGES,
  docMarkdownFile,
  docPagePath,
  hasAccess,
  type DocPage,
  type Language,
  type SearchResult,
} from '@cppcc/contracts';
import { documentationContentDir } from '../../paths';
import type { Caller } from '../auth/guard';

/**
 * The site search's documentation part: every page of the contract's list with its title and its text in
 * both languages (the Markdown files, or a component page's summary), read once per content folder and kept.
 * Only callers the documentation's routes admit find it.
 */
interface DocEntry {
  page: DocPage;
  title: Record<Language, string>;
  text: Record<Language, string>;
}

const EXCERPT_LENGTH = 120;

/** Markdown as the words a reader sees: no markup, link targets or table rules, one space between words. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/```[^\n]*\n/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s*\|?\s*:?-{2,}.*$/gm, ' ')
    .replace(/[#*_`>|]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

async function readText(dir: string, page: DocPage, language: Language): Promise<string> {
  if (page.kind === 'component') return COMPONENT_DOC_SUMMARIES[page.slug]?.[language] ?? '';
  try {
    return plainText(await readFile(path.join(dir, language, docMarkdownFile(page)), 'utf8'));
  } catch {
    return '';
  }
}

async function buildIndex(dir: string): Promise<DocEntry[]> {
  return Promise.all(
    DOC_PAGES.map(async (page) => ({
      page,
      title: page.title,
      text: { 'zh-CN': await readText(dir, page, 'zh-CN'), en: await readText(dir, page, 'en') },
    })),
  );
}

const indexes = new Map<string, Promise<DocEntry[]>>();
function indexOf(dir: string): Promise<DocEntry[]> {
  let index = indexes.get(dir);
  if (!index) {
    index = buildIndex(dir);
    indexes.set(dir, index);
  }
  return index;
}

/** The words around the first match (or the text's start), as the result's excerpt. */
function excerptAround(text: string, needle: string): string {
  const at = Math.max(0, text.toLowerCase().indexOf(needle) - 30);
  const slice = text.slice(at, at + EXCERPT_LENGTH);
  return `${at > 0 ? '…' : ''}${slice}${at + EXCERPT_LENGTH < text.length ? '…' : ''}`;
}

export async function matchingDocumentation(
  caller: Caller,
  words: string,
  language: Language,
  limit: number,
  dir: string = documentationContentDir(),
): Promise<SearchResult[]> {
  if (!hasAccess(DOCUMENTATION_AUTH, caller.roles)) return [];
  const needle = words.toLowerCase();
  const matches = (entry: DocEntry) =>
    LANGUAGES.some((lang) => `${entry.title[lang]} ${entry.text[lang]}`.toLowerCase().includes(needle));
  // Pages whose title matches come before pages that only mention the words.
  const titled = (entry: DocEntry) =>
    LANGUAGES.some((lang) => entry.title[lang].toLowerCase().includes(needle)) ? 0 : 1;
  return (await indexOf(dir))
    .filter(matches)
    .sort((a, b) => titled(a) - titled(b))
    .slice(0, limit)
    .map((entry) => ({
      id: docPagePath(entry.page),
      kind: 'documentation',
      title: entry.title[language],
      url: docPagePath(entry.page),
      excerpt: excerptAround(entry.text[language], needle),
    }));
}
