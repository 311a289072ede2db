import { describe, expect, it } from 'vitest';
import { navigationConfig } from '../../app/navigation';
import {
  filterNavigation,
  flattenNavigation,
  isUrlActive,
  searchNavigation,
  SEARCH_LIMIT,
} from './navigationUtils';
import type { NavItem } from './types';

const ids = (items: NavItem[]) => items.map((item) => item.id);
const visibleUrls = (roles: string[]) =>
  flattenNavigation(filterNavigation(navigationConfig, roles)).map((item) => item.url);

describe('navigation filtering', () => {
  it('shows each role its own workbench and only admins the administration group', () => {
    expect(visibleUrls(['members'])).toEqual([
      '/apps/dashboards/analytics',
      '/apps/dashboards/project',
      '/apps/todo/index',
      '/apps/notifications',
      '/apps/chat',
    ]);
    expect(visibleUrls(['undertaker'])).toContain('/apps/undertaker/index');
    expect(visibleUrls(['undertaker'])).not.toContain('/apps/todo/index');
    expect(visibleUrls(['staff'])).toContain('/apps/staff/index');
    expect(visibleUrls(['staff'])).not.toContain('/apps/admin/users');
    expect(visibleUrls(['admin'])).toEqual(
      expect.arrayContaining(['/apps/staff/index', '/apps/admin/users', '/apps/admin/units']),
    );
    expect(visibleUrls([])).toEqual(['/apps/dashboards/analytics', '/apps/dashboards/project']);
  });
  it('hides emptied groups and stray dividers, keeps guest-only items for guests', () => {
    const tree: NavItem[] = [
      { id: 'd0', type: 'divider' },
      { id: 'g', type: 'group', children: [{ id: 'a', type: 'item', url: '/a', auth: ['admin'] }] },
      { id: 'd1', type: 'divider' },
      { id: 'guest', type: 'item', url: '/login', auth: [] },
      { id: 'd2', type: 'divider' },
    ];
    expect(ids(filterNavigation(tree, []))).toEqual(['guest']);
    expect(ids(filterNavigation(tree, ['admin']))).toEqual(['g']);
  });
  it('flattens to items and links with a url, depth first', () => {
    expect(ids(flattenNavigation(navigationConfig)).slice(0, 3)).toEqual([
      'analytics-dashboard',
      'project-dashboard',
      'members-workbench',
    ]);
  });
  it('matches exact and nested urls', () => {
    expect(isUrlActive('/apps/mail', '/apps/mail/inbox')).toBe(true);
    expect(isUrlActive('/apps/mail', '/apps/mail/inbox', true)).toBe(false);
    expect(isUrlActive('/apps/mail', '/apps/mailbox')).toBe(false);
  });
});

describe('navigation search (seed 000 §5)', () => {
  const flat = flattenNavigation(navigationConfig);
  it('gives nothing for an empty or blank query', () => {
    expect(searchNavigation(flat, '', 'en')).toEqual([]);
    expect(searchNavigation(flat, '   ', 'en')).toEqual([]);
  });
  it('trims and lower-cases the query', () => {
    expect(ids(searchNavigation(flat, '  ANALY ', 'en'))).toEqual(['analytics-dashboard']);
    expect(ids(searchNavigation(flat, '工作台', 'zh-CN'))).toHaveLength(3);
  });
  it('gives at most 10 suggestions', () => {
    const many: NavItem[] = Array.from({ length: 25 }, (_, i) => ({
      id: `p${i}`,
      type: 'item',
      url: `/p${i}`,
      title: { 'zh-CN': `页面${i}`, en: `Page ${i}` },
    }));
    expect(searchNavigation(many, 'page', 'en')).toHaveLength(SEARCH_LIMIT);
    expect(searchNavigation(many, 'nothing', 'en')).toEqual([]);
  });
});
