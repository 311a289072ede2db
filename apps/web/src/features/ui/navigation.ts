import { authRoles } from '@cppcc/contracts';
import type { NavItem } from '../../shared/navigation/types';
import {
  BLANK_PATH,
  CARDED_VARIANTS,
  cardedPath,
  HELPER_CLASSES_PATH,
  ICONS_PATH,
  SIMPLE_VARIANTS,
  simplePath,
  TYPOGRAPHY_PATH,
} from './paths';
import { VARIANT_TITLES } from './lib/variantTitles';

const auth = authRoles.signedIn;

/** The "UI" group (seed 001 §2 "UI demo pages"), with the same role list as the routes. */
export const uiNavigation: NavItem = {
  id: 'ui',
  type: 'group',
  title: { 'zh-CN': '界面', en: 'User interface' },
  icon: 'ui',
  auth,
  children: [
    {
      id: 'ui-icons',
      type: 'item',
      title: { 'zh-CN': '图标', en: 'Icons' },
      icon: 'icons',
      url: ICONS_PATH,
      auth,
    },
    {
      id: 'ui-page-layouts',
      type: 'collapse',
      title: { 'zh-CN': '页面布局', en: 'Page layouts' },
      icon: 'pageLayouts',
      auth,
      children: [
        {
          id: 'ui-carded',
          type: 'collapse',
          title: { 'zh-CN': '卡片式', en: 'Carded' },
          auth,
          children: CARDED_VARIANTS.map((variant) => ({
            id: `ui-carded-${variant}`,
            type: 'item' as const,
            title: VARIANT_TITLES[variant],
            url: cardedPath(variant),
            auth,
          })),
        },
        {
          id: 'ui-simple',
          type: 'collapse',
          title: { 'zh-CN': '简洁式', en: 'Simple' },
          auth,
          children: SIMPLE_VARIANTS.map((variant) => ({
            id: `ui-simple-${variant}`,
            type: 'item' as const,
            title: VARIANT_TITLES[variant],
            url: simplePath(variant),
            auth,
          })),
        },
        { id: 'ui-blank', type: 'item', title: { 'zh-CN': '空白页', en: 'Blank' }, url: BLANK_PATH, auth },
      ],
    },
    {
      id: 'ui-typography',
      type: 'item',
      title: { 'zh-CN': '排版', en: 'Typography' },
      icon: 'typography',
      url: TYPOGRAPHY_PATH,
      auth,
    },
    {
      id: 'ui-helper-classes',
      type: 'item',
      title: { 'zh-CN': '辅助样式', en: 'Helper classes' },
      icon: 'helperClasses',
      url: HELPER_CLASSES_PATH,
      auth,
    },
  ],
};
