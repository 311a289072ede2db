import { authRoles } from '@cppcc/contracts';
import type { NavItem } from '../../shared/navigation/types';

export const notificationsNavigation: NavItem = {
  id: 'notifications',
  type: 'item',
  title: { 'zh-CN': '通知', en: 'Notifications' },
  icon: 'notifications',
  url: '/apps/notifications',
  auth: authRoles.signedIn,
};
