import { authRoles } from '@cppcc/contracts';
import type { NavItem } from '../../shared/navigation/types';
import { COURSES_PATH } from './paths';

export const academyNavigation: NavItem = {
  id: 'academy',
  type: 'item',
  title: { 'zh-CN': '学院', en: 'Academy' },
  icon: 'academy',
  url: COURSES_PATH,
  auth: authRoles.signedIn,
};
