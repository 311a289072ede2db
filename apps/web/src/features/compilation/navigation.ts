import { authRoles } from '@cppcc/contracts';
import type { NavItem } from '../../shared/navigation/types';
import { COMPILATION_PATH } from './paths';

export const compilationNavigation: NavItem = {
  id: 'staff-compilation',
  type: 'item',
  title: { 'zh-CN': '提案汇编', en: 'Compilation' },
  icon: 'knowledge',
  url: COMPILATION_PATH,
  auth: authRoles.staff,
};
