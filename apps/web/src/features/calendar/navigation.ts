import { authRoles } from '@cppcc/contracts';
import type { NavItem } from '../../shared/navigation/types';
import { CALENDAR_PATH } from './paths';

export const calendarNavigation: NavItem = {
  id: 'calendar',
  type: 'item',
  title: { 'zh-CN': '日程', en: 'Calendar' },
  icon: 'calendar',
  url: CALENDAR_PATH,
  auth: authRoles.signedIn,
};
