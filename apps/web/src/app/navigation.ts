import { authRoles } from '@cppcc/contracts';
import { adminNavigation } from '../features/admin/navigation';
import { auditNavigation } from '../features/audit/navigation';
import { importNavigation } from '../features/imports/navigation';
import { suggestionReplayNavigation } from '../features/suggestions/navigation';
import { calendarNavigation } from '../features/calendar/navigation';
import { chatNavigation } from '../features/chat/navigation';
import { contactsNavigation } from '../features/contacts/navigation';
import { mailNavigation } from '../features/mail/navigation';
import { notesNavigation } from '../features/notes/navigation';
import { scrumboardNavigation } from '../features/scrumboard/navigation';
import { fileManagerNavigation } from '../features/file-manager/navigation';
import { contentNavigation } from '../features/content/navigation';
import { academyNavigation } from '../features/academy/navigation';
import { shopNavigation } from '../features/e-commerce/navigation';
import { memberWorkbenchNavigation } from '../features/member-workbench/navigation';
import { notificationsNavigation } from '../features/notifications/navigation';
import {
  staffAdminNavigation,
  staffHandlingNavigation,
  staffWorkbenchNavigation,
} from '../features/staff-workbench/navigation';
import { dashboardsNavigation } from '../features/dashboards/navigation';
import { statisticsNavigation, unitAssessmentNavigation } from '../features/statistics/navigation';
import { dutyRecordsNavigation, myDutyRecordNavigation } from '../features/duty-records/navigation';
import { topicsNavigation } from '../features/topics/navigation';
import { selectionsNavigation } from '../features/selections/navigation';
import { compilationNavigation } from '../features/compilation/navigation';
import { clueLibraryNavigation, clueStaffNavigation } from '../features/clues/navigation';
import { undertakerNavigation } from '../features/undertaker/navigation';
import { uiNavigation } from '../features/ui/navigation';
import type { NavItem } from '../shared/navigation/types';

/**
 * THE NAVIGATION TREE (seed 000 §2.2, §3): the groups and their order; each feature owns its entries
 * (`features/<f>/navigation.ts`). The shell receives it through `NavigationContext` and filters it by
 * `hasAccess` for the user's roles. Icons are names from shell/navigation/icons.tsx. The last group, the
 * documentation (≈ 100 pages, admins only), is not in this list: `withDocumentation` adds it once loaded
 * (`NavigationProvider.tsx`, issue 33 §1).
 */
export const navigationConfig: NavItem[] = [
  {
    id: 'applications',
    type: 'group',
    title: { 'zh-CN': '应用', en: 'Applications' },
    icon: 'apps',
    children: [
      dashboardsNavigation,
      memberWorkbenchNavigation,
      clueLibraryNavigation,
      myDutyRecordNavigation,
      ...staffWorkbenchNavigation,
      statisticsNavigation,
      unitAssessmentNavigation,
      dutyRecordsNavigation,
      topicsNavigation,
      selectionsNavigation,
      compilationNavigation,
      ...clueStaffNavigation,
      staffHandlingNavigation,
    ],
  },
  {
    id: 'unit-workbench',
    type: 'group',
    title: { 'zh-CN': '承办单位工作台', en: 'Unit workbench' },
    icon: 'undertaker',
    auth: authRoles.undertaker,
    children: undertakerNavigation,
  },
  notificationsNavigation,
  chatNavigation,
  contactsNavigation,
  calendarNavigation,
  mailNavigation,
  notesNavigation,
  scrumboardNavigation,
  fileManagerNavigation,
  academyNavigation,
  shopNavigation,
  {
    id: 'pages',
    type: 'group',
    title: { 'zh-CN': '页面', en: 'Pages' },
    icon: 'pages',
    children: contentNavigation,
  },
  uiNavigation,
  { id: 'admin-divider', type: 'divider', auth: authRoles.admin },
  {
    id: 'administration',
    type: 'group',
    title: { 'zh-CN': '系统管理', en: 'Administration' },
    icon: 'admin',
    auth: authRoles.admin,
    children: [
      ...adminNavigation,
      importNavigation,
      ...staffAdminNavigation,
      auditNavigation,
      suggestionReplayNavigation,
    ],
  },
];

/** The documentation group, loaded after the shell for those who may see it (admins). */
export const loadDocumentationNavigation = () =>
  import('../features/documentation/navigation').then((module) => module.documentationNavigation);

/** The whole tree: the documentation group last. */
export function withDocumentation(documentation: NavItem): NavItem[] {
  return [...navigationConfig, documentation];
}
