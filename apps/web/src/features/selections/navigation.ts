import { SELECTION_READERS } from '@cppcc/contracts';
import type { NavItem } from '../../shared/navigation/types';
import { SELECTIONS_PATH } from './paths';

/** 评选与遴选: staff manage, members and leaders vote and read the published results. */
export const selectionsNavigation: NavItem = {
  id: 'selections',
  type: 'item',
  title: { 'zh-CN': '评选与遴选', en: 'Selections' },
  icon: 'analytics',
  url: SELECTIONS_PATH,
  auth: SELECTION_READERS,
};
