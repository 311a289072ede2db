import { describe, expect, it } from 'vitest';
import { filterNavigation, flattenNavigation, searchNavigation } from '../shell/navigation/navigationUtils';
import type { NavItem } from '../shared/navigation/types';
import { navigationConfig } from './navigation';

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

describe('the navigation tree composed from the features', () => {
  it('shows each role its own workbench and only admins the administration group', () => {
    expect(visibleUrls(['members'])).toEqual([
      '/apps/dashboards/analytics',
      '/apps/dashboards/project',
      '/apps/todo/index',
      '/apps/notifications',
      '/apps/chat',
      '/apps/contacts',
      '/apps/calendar',
      '/apps/mail',
      '/apps/notes',
      '/apps/academy/courses',
      '/apps/e-commerce/products',
      '/apps/e-commerce/orders',
      ...CONTENT_PAGES,
    ]);
    for (const role of ['admin', 'staff', 'user', 'undertaker', 'members', 'leader'])
      expect(visibleUrls([role])).toEqual(
        expect.arrayContaining([
          '/apps/contacts',
          '/apps/calendar',
          '/apps/mail',
          '/apps/notes',
          ...CONTENT_PAGES,
        ]),
      );
    expect(visibleUrls(['undertaker'])).toContain('/apps/undertaker/index');
    expect(visibleUrls(['undertaker'])).not.toContain('/apps/todo/index');
    expect(visibleUrls(['staff'])).toContain('/apps/staff/index');
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
      'academy',
      'e-commerce',
      'pages',
      'admin-divider',
      'administration',
    ]);
    expect(ids(flattenNavigation(navigationConfig)).slice(0, 3)).toEqual([
      'analytics-dashboard',
      'project-dashboard',
      'members-workbench',
    ]);
    const all = ids(flattenNavigation(navigationConfig));
    expect(new Set(all).size).toBe(all.length);
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
      'admin-sessions',
      'admin-workflow-settings',
      'admin-audit',
    ]);
  });
});
