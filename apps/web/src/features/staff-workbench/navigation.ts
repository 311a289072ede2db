import { authRoles } from '@cppcc/contracts';
import type { NavItem } from '../../shared/navigation/types';
import {
  ADMIN_SESSIONS_PATH,
  ADMIN_WORKFLOW_SETTINGS_PATH,
  handlingPath,
  STAFF_INDEX_PATH,
  STAFF_LIST_PATH,
  STAFF_REVIEW_PATH,
} from './paths';

const staffItem = (id: string, title: NavItem['title'], url: string): NavItem => ({
  id,
  type: 'item',
  title,
  icon: 'staff',
  url,
  auth: authRoles.staff,
});

/** The workbench, the review queue and every proposal. */
export const staffWorkbenchNavigation: NavItem[] = [
  staffItem(
    'staff-workbench',
    { 'zh-CN': '提案委工作台', en: 'Proposal committee workbench' },
    STAFF_INDEX_PATH,
  ),
  staffItem('staff-review', { 'zh-CN': '待审查提案', en: 'Review queue' }, STAFF_REVIEW_PATH),
  staffItem('staff-proposals', { 'zh-CN': '全部提案', en: 'All proposals' }, STAFF_LIST_PATH),
];

/** The handling queues (issue 6). */
export const staffHandlingNavigation: NavItem = {
  id: 'staff-handling',
  type: 'collapse',
  title: { 'zh-CN': '办理督办', en: 'Handling' },
  icon: 'staff',
  auth: authRoles.staff,
  children: [
    staffItem(
      'staff-adjust',
      { 'zh-CN': '调整申请', en: 'Adjustment requests' },
      handlingPath('adjust_requested'),
    ),
    staffItem(
      'staff-extension',
      { 'zh-CN': '延期申请', en: 'Extension requests' },
      handlingPath('extension_requested'),
    ),
    staffItem(
      'staff-reply-review',
      { 'zh-CN': '答复审核', en: 'Replies to review' },
      handlingPath('pending_review'),
    ),
    staffItem('staff-due-soon', { 'zh-CN': '即将到期', en: 'Due soon' }, handlingPath('due_soon')),
    staffItem('staff-overdue', { 'zh-CN': '已超期', en: 'Overdue' }, handlingPath('overdue')),
  ],
};

/** The administrators' settings this feature owns: sessions and the workflow rules. */
export const staffAdminNavigation: NavItem[] = [
  {
    id: 'admin-sessions',
    type: 'item',
    title: { 'zh-CN': '届次管理', en: 'Sessions' },
    icon: 'admin',
    url: ADMIN_SESSIONS_PATH,
    auth: authRoles.admin,
  },
  {
    id: 'admin-workflow-settings',
    type: 'item',
    title: { 'zh-CN': '办理规则设置', en: 'Workflow settings' },
    icon: 'admin',
    url: ADMIN_WORKFLOW_SETTINGS_PATH,
    auth: authRoles.admin,
  },
];
