import { authRoles } from '@cppcc/contracts';
import type { NavItem } from '../../shared/navigation/types';
import { MAIL_ROOT } from './paths';

export const mailNavigation: NavItem = {
  id: 'mail',
  type: 'item',
  title: { 'zh-CN': '邮件', en: 'Mail' },
  icon: 'mail',
  // The app's root (it opens the inbox), so the entry stays active in every folder.
  url: MAIL_ROOT,
  auth: authRoles.signedIn,
  // The inbox's unread count, live (its own small chunk: the unread query and the realtime listener).
  liveBadge: () => import('./components/MailNavBadge'),
};
