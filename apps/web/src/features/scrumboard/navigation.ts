import { authRoles } from '@cppcc/contracts';
import type { NavItem } from '../../shared/navigation/types';
import { SCRUMBOARD_PATH } from './paths';

export const scrumboardNavigation: NavItem = {
  id: 'scrumboard',
  type: 'item',
  title: { 'zh-CN': '看板', en: 'Scrumboard' },
  icon: 'scrumboard',
  url: SCRUMBOARD_PATH,
  auth: authRoles.signedIn,
};
