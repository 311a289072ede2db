import { authRoles } from '@cppcc/contracts';
import type { NavItem } from '../../shared/navigation/types';
import { STATISTICS_PATH, UNIT_ASSESSMENT_PATH } from './paths';

export const statisticsNavigation: NavItem = {
  id: 'staff-statistics',
  type: 'item',
  title: { 'zh-CN': '提案统计', en: 'Statistics' },
  icon: 'analytics',
  url: STATISTICS_PATH,
  auth: authRoles.staff,
};

export const unitAssessmentNavigation: NavItem = {
  id: 'staff-unit-assessment',
  type: 'item',
  title: { 'zh-CN': '承办单位考核', en: "Units' assessment" },
  icon: 'analytics',
  url: UNIT_ASSESSMENT_PATH,
  auth: authRoles.staff,
};
