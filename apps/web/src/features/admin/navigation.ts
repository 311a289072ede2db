import { authRoles } from '@cppcc/contracts';
import type { NavItem } from '../../shared/navigation/types';

export const adminNavigation: NavItem[] = [
  {
    id: 'admin-users',
    type: 'item',
    title: { 'zh-CN': '用户管理', en: 'Users' },
    icon: 'users',
    url: '/apps/admin/users',
    auth: authRoles.admin,
  },
  {
    id: 'admin-units',
    type: 'item',
    title: { 'zh-CN': '单位管理', en: 'Units' },
    icon: 'units',
    url: '/apps/admin/units',
    auth: authRoles.admin,
  },
];
