import { authRoles } from '@cppcc/contracts';
import type { NavItem } from '../../shared/navigation/types';
import type { UnitListType } from './lib/lists';
import { listPath, UNIT_INDEX_PATH } from './paths';

const unitItem = (id: string, title: NavItem['title'], url: string): NavItem => ({
  id,
  type: 'item',
  title,
  icon: 'undertaker',
  url,
  auth: authRoles.undertaker,
});

const lists: { id: string; type: UnitListType; title: NavItem['title'] }[] = [
  { id: 'unit-pending', type: 'pending', title: { 'zh-CN': '待签收', en: 'To sign for' } },
  { id: 'unit-handling', type: 'handling', title: { 'zh-CN': '办理中', en: 'In progress' } },
  { id: 'unit-countersign', type: 'countersign', title: { 'zh-CN': '协办', en: 'Co-handling' } },
  { id: 'unit-replied', type: 'replied', title: { 'zh-CN': '已答复', en: 'Replied' } },
  { id: 'unit-overdue', type: 'overdue', title: { 'zh-CN': '超期', en: 'Overdue' } },
  { id: 'unit-all', type: 'all', title: { 'zh-CN': '全部', en: 'All' } },
];

/** The unit workbench's overview and its lists. */
export const undertakerNavigation: NavItem[] = [
  unitItem('undertaker-workbench', { 'zh-CN': '工作台概览', en: 'Workbench overview' }, UNIT_INDEX_PATH),
  ...lists.map(({ id, type, title }) => unitItem(id, title, listPath(type))),
];
