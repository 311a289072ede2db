import { authRoles } from '@cppcc/contracts';
import type { NavItem } from '../../shared/navigation/types';
import { STATISTICS_PATH } from './paths';

export const statisticsNavigation: NavItem = {
  id: 'staff-statistics',
  type: 'item',
  title: { 'zh-CN': '提案统计', en: 'Statistics' },
  icon: 'analytics',
  url: STATISTICS_PATH,
  auth: authRoles.staff,
};
