import { describe, expect, it } from 'vitest';
import { filterNavigation, flattenNavigation, searchNavigation } from '../shell/navigation/navigationUtils';
import type { NavItem } from '../shared/navigation/types';
import { DOC_PAGES, docPagePath } from '@cppcc/contracts';
import { documentationNavigation } from '../features/documentation/navigation';
import { navigationConfig as shellFirst, withDocumentation } from './navigation';

/** The whole tree, as an admin's shell has it once the documentation group has loaded. */
const navigationConfig = withDocumentation(documentationNavigation);
import { CARDED_VARIANTS, cardedPath, SIMPLE_VARIANTS, simplePath } from '../features/ui/paths';

const ids = (items: NavItem[]) => items.map((item) => item.id);
const visibleUrls = (roles: string[]) =>
  flattenNavigation(filterNavigation(navigationConfig, roles)).map((item) => item.url);
const PUBLIC_PAGES = ['/pages/coming-soon', '/pages/maintenance'];
const CONTENT_PAGES = [
  '/pages/invoices/modern',
  '/pages/invoices/compact',
  '/pages/search/classic',
  '/pages/search/modern',
  '/pages/faq',
  '/pages/knowledge-base',
  '/pages/pricing/style-1',
  '/pages/pricing/style-2',
  '/pages/pricing/style-3',
  ...PUBLIC_PAGES,
];
const UI_PAGES = [
  '/ui/icons',
  ...CARDED_VARIANTS.map(cardedPath),
  ...SIMPLE_VARIANTS.map(simplePath),
  '/ui/page-layouts/blank',
  '/ui/typography',
  '/ui/helper-classes',
];

describe('the navigation tree composed from the features', () => {
  it('shows each role its own workbench and only admins the administration group', () => {
    expect(visibleUrls(['members'])).toEqual([
      '/apps/dashboards/analytics',
      '/apps/dashboards/project',
      '/apps/todo/index',
      '/apps/clues',
      '/apps/member/duty-record',
      '/apps/selections',
      '/apps/notifications',
      '/apps/chat',
      '/apps/contacts',
      '/apps/calendar',
      '/apps/mail',
      '/apps/notes',
      '/apps/scrumboard',
      '/apps/file-manager',
      '/apps/academy/courses',
      '/apps/e-commerce/products',
      ...CONTENT_PAGES,
      ...UI_PAGES,
    ]);
    for (const role of ['admin', 'staff', 'user', 'undertaker', 'members', 'leader'])
      expect(visibleUrls([role])).toEqual(
        expect.arrayContaining([
          '/apps/contacts',
          '/apps/calendar',
          '/apps/mail',
          '/apps/notes',
          '/apps/scrumboard',
          '/apps/file-manager',
          ...CONTENT_PAGES,
          ...UI_PAGES,
        ]),
      );
    expect(visibleUrls(['undertaker'])).toContain('/apps/undertaker/index');
    expect(visibleUrls(['undertaker'])).not.toContain('/apps/todo/index');
    expect(visibleUrls(['staff'])).toContain('/apps/staff/index');
    expect(visibleUrls(['staff'])).toContain('/apps/staff/topics');
    expect(visibleUrls(['leader'])).toContain('/apps/selections');
    expect(visibleUrls(['undertaker'])).not.toContain('/apps/selections');
    expect(visibleUrls(['staff'])).toContain('/apps/staff/compilation');
    expect(visibleUrls(['members'])).not.toContain('/apps/staff/compilation');
    expect(visibleUrls(['staff'])).toContain('/apps/staff/duty-records');
    expect(visibleUrls(['members'])).not.toContain('/apps/staff/duty-records');
    // Orders carry customers' phones and addresses: staff only (issue 32).
    expect(visibleUrls(['staff'])).toContain('/apps/e-commerce/orders');
    expect(visibleUrls(['members'])).not.toContain('/apps/staff/topics');
    expect(visibleUrls(['staff'])).toContain('/apps/staff/unit-assessment');
    expect(visibleUrls(['members'])).not.toContain('/apps/staff/unit-assessment');
    expect(visibleUrls(['staff'])).not.toContain('/apps/admin/users');
    expect(visibleUrls(['admin'])).toEqual(
      expect.arrayContaining(['/apps/staff/index', '/apps/admin/users', '/apps/admin/units']),
    );
    expect(visibleUrls([])).toEqual([
      '/apps/dashboards/analytics',
      '/apps/dashboards/project',
      ...PUBLIC_PAGES,
    ]);
  });
  it('keeps the groups in their order, each feature entry once', () => {
    expect(ids(navigationConfig)).toEqual([
      'applications',
      'unit-workbench',
      'notifications',
      'chat',
      'contacts',
      'calendar',
      'mail',
      'notes',
      'scrumboard',
      'file-manager',
      'academy',
      'e-commerce',
      'pages',
      'ui',
      'admin-divider',
      'administration',
      'documentation',
    ]);
    expect(ids(flattenNavigation(navigationConfig)).slice(0, 3)).toEqual([
      'analytics-dashboard',
      'project-dashboard',
      'members-workbench',
    ]);
    const all = ids(flattenNavigation(navigationConfig));
    expect(new Set(all).size).toBe(all.length);
    // Every group but the documentation comes with the shell.
    expect(ids(shellFirst)).toEqual(ids(navigationConfig).slice(0, -1));
  });
  it('finds a group by its own title, trimmed and in either case', () => {
    const tree = filterNavigation(navigationConfig, ['admin', 'staff']);
    expect(ids(searchNavigation(tree, ' DASH ', 'en'))).toEqual(['analytics-dashboard', 'project-dashboard']);
    expect(ids(searchNavigation(tree, '仪表盘', 'zh-CN'))).toEqual([
      'analytics-dashboard',
      'project-dashboard',
    ]);
    expect(ids(searchNavigation(tree, '系统管理', 'zh-CN'))).toEqual([
      'admin-users',
      'admin-units',
      'admin-import',
      'admin-sessions',
      'admin-workflow-settings',
      'admin-audit',
      'admin-suggestion-replay',
    ]);
  });
  it('lists every documentation page for admins only, found by its title in either language', () => {
    const adminUrls = visibleUrls(['admin']);
    for (const page of DOC_PAGES) expect(adminUrls).toContain(docPagePath(page));
    for (const role of ['staff', 'user', 'undertaker', 'members', 'leader'])
      expect(visibleUrls([role]).filter((url) => url?.startsWith('/documentation'))).toEqual([]);
    const tree = filterNavigation(navigationConfig, ['admin']);
    expect(searchNavigation(tree, 'jwt', 'en').map((item) => item.url)).toEqual([
      '/documentation/authentication/jwt',
    ]);
    expect(searchNavigation(tree, '更新日志', 'zh-CN').map((item) => item.url)).toEqual([
      '/documentation/changelog',
    ]);
  });
});
