import { COMPONENT_DOC_PAGES } from './components';
import { DOCUMENTATION_ROOT, MARKDOWN_DOC_PAGES, type DocPage } from './pages';

export * from './components';
export * from './pages';

/** Every documentation page: the text pages first, then the component pages. */
export const DOC_PAGES: readonly DocPage[] = [...MARKDOWN_DOC_PAGES, ...COMPONENT_DOC_PAGES];

/** A page's address: `/documentation/changelog`, `/documentation/<section>/<slug>`. */
export function docPagePath(page: Pick<DocPage, 'section' | 'slug'>): string {
  return page.section === null
    ? `${DOCUMENTATION_ROOT}/${page.slug}`
    : `${DOCUMENTATION_ROOT}/${page.section}/${page.slug}`;
}

/** The page at an address (a trailing slash ignored), or undefined. */
export function docPageAt(pathname: string): DocPage | undefined {
  const path = pathname.replace(/\/+$/, '');
  return DOC_PAGES.find((page) => docPagePath(page) === path);
}

/** Where a markdown page's text lives under the content folder: `<section>/<slug>.md` (or `<slug>.md`). */
export function docMarkdownFile(page: Pick<DocPage, 'section' | 'slug'>): string {
  return page.section === null ? `${page.slug}.md` : `${page.section}/${page.slug}.md`;
}
