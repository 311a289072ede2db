import { authRoles, LANDING_PATHS } from '@cppcc/contracts';
import type { NavItem } from '../../shared/navigation/types';

export const memberWorkbenchNavigation: NavItem = {
  id: 'members-workbench',
  type: 'item',
  title: { 'zh-CN': '委员工作台', en: 'Member workbench' },
  icon: 'member',
  url: LANDING_PATHS.members,
  auth: authRoles.members,
};
