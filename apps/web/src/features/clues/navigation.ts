import { authRoles } from '@cppcc/contracts';
import type { NavItem } from '../../shared/navigation/types';
import { CLUE_CAMPAIGNS_PATH, CLUE_LIBRARY_PATH, CLUE_SCREENING_PATH } from './paths';

/** Staff: screening and campaigns. */
export const clueStaffNavigation: NavItem[] = [
  {
    id: 'staff-clues',
    type: 'item',
    title: { 'zh-CN': '线索筛选', en: 'Clue screening' },
    icon: 'search',
    url: CLUE_SCREENING_PATH,
    auth: authRoles.staff,
  },
  {
    id: 'staff-clue-campaigns',
    type: 'item',
    title: { 'zh-CN': '线索征集活动', en: 'Clue campaigns' },
    icon: 'calendar',
    url: CLUE_CAMPAIGNS_PATH,
    auth: authRoles.staff,
  },
];

/** Members: the clue library. */
export const clueLibraryNavigation: NavItem = {
  id: 'member-clue-library',
  type: 'item',
  title: { 'zh-CN': '提案线索库', en: 'Clue library' },
  icon: 'knowledge',
  url: CLUE_LIBRARY_PATH,
  auth: authRoles.members,
};
