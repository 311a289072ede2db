import {
  COMPONENT_DOC_PAGES,
  DOC_PAGES,
  LANGUAGES,
  MARKDOWN_DOC_PAGES,
  docMarkdownFile,
} from '@cppcc/contracts';
import { describe, expect, it } from 'vitest';
import { i18nBundle } from '../i18n';
import { hasExample, hasMarkdown, loadExampleSource, loadMarkdown } from './sources';

const markdownPaths = Object.keys(import.meta.glob('../content/**/*.md'));
const examplePaths = Object.keys(import.meta.glob('../examples/*.tsx'));

describe('documentation sources', () => {
  it('has every text page in both languages, and no text without a page', async () => {
    for (const page of MARKDOWN_DOC_PAGES)
      for (const language of LANGUAGES) {
        expect(hasMarkdown(page, language), `${language}/${docMarkdownFile(page)}`).toBe(true);
        expect((await loadMarkdown(page, language)()).trim().length).toBeGreaterThan(150);
      }
    expect(markdownPaths).toHaveLength(MARKDOWN_DOC_PAGES.length * LANGUAGES.length);
  });
  it('has a live example for every component page, and no example without a page', async () => {
    for (const page of COMPONENT_DOC_PAGES) expect(hasExample(page), page.slug).toBe(true);
    expect(examplePaths).toHaveLength(COMPONENT_DOC_PAGES.length);
    const first = COMPONENT_DOC_PAGES[0];
    if (!first) throw new Error('no component page');
    expect(await loadExampleSource(first)()).toContain('export default function');
  });
  it('gives every word an example names a text in both languages', async () => {
    const keys = new Set<string>();
    for (const page of DOC_PAGES.filter((entry) => entry.kind === 'component')) {
      const source = await loadExampleSource(page)();
      for (const match of source.matchAll(/t\('(sample\.\w+)'/g)) if (match[1]) keys.add(match[1]);
    }
    expect(keys.size).toBeGreaterThan(50);
    for (const key of keys) {
      expect(i18nBundle.resources['zh-CN'], key).toHaveProperty([key]);
      expect(i18nBundle.resources.en, key).toHaveProperty([key]);
    }
  });
});
