import { docMarkdownFile, type DocPage, type Language } from '@cppcc/contracts';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Where the documentation's texts and examples come from. Each file is its own chunk, fetched when its page
 * opens: nothing of the documentation reaches any other page.
 */
const markdownFiles = import.meta.glob<string>('../content/**/*.md', { query: '?raw', import: 'default' });
const exampleModules = import.meta.glob<{ default: ComponentType }>('../examples/*.tsx');
const exampleSources = import.meta.glob<string>('../examples/*.tsx', { query: '?raw', import: 'default' });

const markdownKey = (page: DocPage, language: Language) => `../content/${language}/${docMarkdownFile(page)}`;
const exampleKey = (page: DocPage) => `../examples/${page.slug}.tsx`;

export function hasMarkdown(page: DocPage, language: Language): boolean {
  return markdownKey(page, language) in markdownFiles;
}
export function hasExample(page: DocPage): boolean {
  return exampleKey(page) in exampleModules && exampleKey(page) in exampleSources;
}

function loader<T>(files: Record<string, () => Promise<T>>, key: string): () => Promise<T> {
  const load = files[key];
  if (!load) throw new Error(`No documentation file ${key}`);
  return load;
}

export const loadMarkdown = (page: DocPage, language: Language) =>
  loader(markdownFiles, markdownKey(page, language));
export const loadExampleSource = (page: DocPage) => loader(exampleSources, exampleKey(page));

/** The live examples as lazy components, made once here (a component made during render would remount). */
const exampleComponents = new Map<string, LazyExoticComponent<ComponentType>>(
  Object.entries(exampleModules).map(([key, load]) => [key, lazy(load)]),
);
export function exampleComponent(page: DocPage): LazyExoticComponent<ComponentType> {
  const component = exampleComponents.get(exampleKey(page));
  if (!component) throw new Error(`No documentation example ${exampleKey(page)}`);
  return component;
}
