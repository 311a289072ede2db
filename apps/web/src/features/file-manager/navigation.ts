import { authRoles } from '@cppcc/contracts';
import type { NavItem } from '../../shared/navigation/types';
import { FILE_MANAGER_PATH } from './paths';

export const fileManagerNavigation: NavItem = {
  id: 'file-manager',
  type: 'item',
  title: { 'zh-CN': '文件管理', en: 'File manager' },
  icon: 'files',
  url: FILE_MANAGER_PATH,
  auth: authRoles.signedIn,
};
