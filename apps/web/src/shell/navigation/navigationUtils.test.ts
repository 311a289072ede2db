import { describe, expect, it } from 'vitest';
import {
  filterNavigation,
  flattenNavigation,
  isUrlActive,
  searchNavigation,
  SEARCH_LIMIT,
} from './navigationUtils';
import type { NavItem } from '../../shared/navigation/types';

const ids = (items: NavItem[]) => items.map((item) => item.id);

const fixture: NavItem[] = [
  {
    id: 'apps',
    type: 'group',
    title: { 'zh-CN': '应用', en: 'Applications' },
    children: [
      {
        id: 'dashboards',
        type: 'collapse',
        title: { 'zh-CN': '仪表盘', en: 'Dashboards' },
        children: [
          { id: 'analytics', type: 'item', url: '/d/a', title: { 'zh-CN': '数据分析', en: 'Analytics' } },
          { id: 'project', type: 'item', url: '/d/p', title: { 'zh-CN': '项目', en: 'Project' } },
        ],
      },
      {
        id: 'member',
        type: 'item',
        url: '/m',
        title: { 'zh-CN': '委员工作台', en: 'Members' },
        auth: ['members'],
      },
      {
        id: 'staff',
        type: 'item',
        url: '/s',
        title: { 'zh-CN': '提案委工作台', en: 'Staff' },
        auth: ['staff'],
      },
    ],
  },
  {
    id: 'unit',
    type: 'group',
    title: { 'zh-CN': '承办单位', en: 'Unit' },
    children: [{ id: 'unit-index', type: 'item', url: '/u', title: { 'zh-CN': '概览', en: 'Overview' } }],
  },
];

describe('navigation filtering', () => {
  it('shows only what the roles may see', () => {
    const urls = (roles: string[]) =>
      flattenNavigation(filterNavigation(fixture, roles)).map((item) => item.url);
    expect(urls(['members'])).toEqual(['/d/a', '/d/p', '/m', '/u']);
    expect(urls([])).toEqual(['/d/a', '/d/p', '/u']);
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
    expect(ids(flattenNavigation(fixture))).toEqual([
      'analytics',
      'project',
      'member',
      'staff',
      'unit-index',
    ]);
  });
  it('matches exact and nested urls', () => {
    expect(isUrlActive('/apps/mail', '/apps/mail/inbox')).toBe(true);
    expect(isUrlActive('/apps/mail', '/apps/mail/inbox', true)).toBe(false);
    expect(isUrlActive('/apps/mail', '/apps/mailbox')).toBe(false);
  });
});

describe('navigation search (seed 000 §5)', () => {
  it('gives nothing for an empty or blank query', () => {
    expect(searchNavigation(fixture, '', 'en')).toEqual([]);
    expect(searchNavigation(fixture, '   ', 'en')).toEqual([]);
  });
  it('trims and lower-cases the query', () => {
    expect(ids(searchNavigation(fixture, '  ANALY ', 'en'))).toEqual(['analytics']);
    expect(ids(searchNavigation(fixture, '工作台', 'zh-CN'))).toEqual(['member', 'staff']);
  });
  it('finds a group or collapse by its own title and shows its pages', () => {
    expect(ids(searchNavigation(fixture, ' DASH ', 'en'))).toEqual(['analytics', 'project']);
    expect(ids(searchNavigation(fixture, '仪表盘', 'en'))).toEqual(['analytics', 'project']);
    expect(ids(searchNavigation(fixture, 'unit', 'en'))).toEqual(['unit-index']);
    expect(ids(searchNavigation(fixture, 'applications', 'en'))).toEqual([
      'analytics',
      'project',
      'member',
      'staff',
    ]);
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
