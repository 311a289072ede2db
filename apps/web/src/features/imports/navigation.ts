import { authRoles } from '@cppcc/contracts';
import type { NavItem } from '../../shared/navigation/types';
import { IMPORT_PATH } from './routes';

export const importNavigation: NavItem = {
  id: 'admin-import',
  type: 'item',
  title: { 'zh-CN': 'Excel 导入', en: 'Excel import' },
  icon: 'users',
  url: IMPORT_PATH,
  auth: authRoles.admin,
};
