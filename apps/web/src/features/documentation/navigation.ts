import {
  DOC_PAGES,
  DOC_SECTION_TITLES,
  DOC_SECTIONS,
  DOCUMENTATION_AUTH,
  docPagePath,
  type DocPage,
} from '@cppcc/contracts';
import type { NavItem } from '../../shared/navigation/types';

const auth = DOCUMENTATION_AUTH;
const itemId = (page: DocPage) => `doc-${page.section ?? 'root'}-${page.slug.replace('/', '-')}`;
const item = (page: DocPage): NavItem => ({
  id: itemId(page),
  type: 'item',
  title: page.title,
  url: docPagePath(page),
  auth,
});

/**
 * The Documentation group: the changelog, then one collapsible entry per section with its pages, so the
 * navigation search finds every page by its title.
 */
export const documentationNavigation: NavItem = {
  id: 'documentation',
  type: 'group',
  title: { 'zh-CN': '开发文档', en: 'Documentation' },
  icon: 'documentation',
  auth,
  children: [
    ...DOC_PAGES.filter((page) => page.section === null).map((page) => ({
      ...item(page),
      icon: 'changelog',
    })),
    ...DOC_SECTIONS.map((section) => ({
      id: `doc-${section}`,
      type: 'collapse' as const,
      title: DOC_SECTION_TITLES[section],
      icon: 'pages',
      auth,
      children: DOC_PAGES.filter((page) => page.section === section).map(item),
    })),
  ],
};
