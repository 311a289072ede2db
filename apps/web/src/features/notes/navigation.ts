import { authRoles } from '@cppcc/contracts';
import type { NavItem } from '../../shared/navigation/types';
import { NOTES_PATH } from './paths';

export const notesNavigation: NavItem = {
  id: 'notes',
  type: 'item',
  title: { 'zh-CN': '便签', en: 'Notes' },
  icon: 'notes',
  url: NOTES_PATH,
  auth: authRoles.signedIn,
};
