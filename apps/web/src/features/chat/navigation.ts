import { authRoles } from '@cppcc/contracts';
import type { NavItem } from '../../shared/navigation/types';

export const chatNavigation: NavItem = {
  id: 'chat',
  type: 'item',
  title: { 'zh-CN': '聊天', en: 'Chat' },
  icon: 'chat',
  url: '/apps/chat',
  auth: authRoles.signedIn,
};
