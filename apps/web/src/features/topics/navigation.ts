import { authRoles } from '@cppcc/contracts';
import type { NavItem } from '../../shared/navigation/types';
import { TOPICS_PATH } from './paths';

export const topicsNavigation: NavItem = {
  id: 'staff-topics',
  type: 'item',
  title: { 'zh-CN': '选题目录', en: 'Topic guide' },
  icon: 'analytics',
  url: TOPICS_PATH,
  auth: authRoles.staff,
};
