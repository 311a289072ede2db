import { authRoles } from '@cppcc/contracts';
import type { NavItem } from '../../shared/navigation/types';

export const auditNavigation: NavItem = {
  id: 'admin-audit',
  type: 'item',
  title: { 'zh-CN': '操作日志', en: 'Audit log' },
  icon: 'admin',
  url: '/apps/admin/audit',
  auth: authRoles.admin,
};
