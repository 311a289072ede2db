import { authRoles } from '@cppcc/contracts';
import type { NavItem } from '../../shared/navigation/types';
import { CONTACTS_PATH } from './paths';

export const contactsNavigation: NavItem = {
  id: 'contacts',
  type: 'item',
  title: { 'zh-CN': '通讯录', en: 'Contacts' },
  icon: 'contacts',
  url: CONTACTS_PATH,
  auth: authRoles.signedIn,
};
