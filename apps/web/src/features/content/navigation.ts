import { authRoles, KNOWLEDGE_BASE_PATH } from '@cppcc/contracts';
import type { NavItem } from '../../shared/navigation/types';
import { COMING_SOON_PATH, FAQ_PATH, invoicePath, MAINTENANCE_PATH, pricingPath, searchPath } from './paths';

const auth = authRoles.signedIn;

/** The Pages group's entries (seed 001 §2 "Other pages"), with the same role lists as the routes. */
export const contentNavigation: NavItem[] = [
  {
    id: 'invoices',
    type: 'collapse',
    title: { 'zh-CN': '发票', en: 'Invoice' },
    icon: 'invoice',
    auth,
    children: [
      {
        id: 'invoice-modern',
        type: 'item',
        title: { 'zh-CN': '现代', en: 'Modern' },
        url: invoicePath('modern'),
        auth,
      },
      {
        id: 'invoice-compact',
        type: 'item',
        title: { 'zh-CN': '紧凑', en: 'Compact' },
        url: invoicePath('compact'),
        auth,
      },
    ],
  },
  {
    id: 'search-pages',
    type: 'collapse',
    title: { 'zh-CN': '搜索', en: 'Search' },
    icon: 'search',
    auth,
    children: [
      {
        id: 'search-classic',
        type: 'item',
        title: { 'zh-CN': '经典', en: 'Classic' },
        url: searchPath('classic'),
        auth,
      },
      {
        id: 'search-modern',
        type: 'item',
        title: { 'zh-CN': '现代', en: 'Modern' },
        url: searchPath('modern'),
        auth,
      },
    ],
  },
  { id: 'faq', type: 'item', title: { 'zh-CN': '常见问题', en: 'FAQ' }, icon: 'faq', url: FAQ_PATH, auth },
  {
    id: 'knowledge-base',
    type: 'item',
    title: { 'zh-CN': '知识库', en: 'Knowledge base' },
    icon: 'knowledge',
    url: KNOWLEDGE_BASE_PATH,
    auth,
  },
  {
    id: 'pricing',
    type: 'collapse',
    title: { 'zh-CN': '服务方案', en: 'Pricing' },
    icon: 'pricing',
    auth,
    children: (['style-1', 'style-2', 'style-3'] as const).map((style, index) => ({
      id: `pricing-${style}`,
      type: 'item' as const,
      title: { 'zh-CN': `样式${['一', '二', '三'][index]}`, en: `Style ${index + 1}` },
      url: pricingPath(style),
      auth,
    })),
  },
  {
    id: 'coming-soon',
    type: 'item',
    title: { 'zh-CN': '即将上线', en: 'Coming soon' },
    icon: 'comingSoon',
    url: COMING_SOON_PATH,
  },
  {
    id: 'maintenance',
    type: 'item',
    title: { 'zh-CN': '系统维护', en: 'Maintenance' },
    icon: 'maintenance',
    url: MAINTENANCE_PATH,
  },
];
