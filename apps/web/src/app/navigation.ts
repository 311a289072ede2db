import { authRoles } from '@cppcc/contracts';
import type { NavItem } from '../shell/navigation/types';

/**
 * THE NAVIGATION TREE (seed 000 §2.2, §3) as data. The shell filters it by `hasAccess` for the user's roles;
 * later issues add their entries here. Icons are names from shell/navigation/icons.tsx.
 */
export const navigationConfig: NavItem[] = [
  {
    id: 'applications',
    type: 'group',
    title: { 'zh-CN': '应用', en: 'Applications' },
    icon: 'apps',
    children: [
      {
        id: 'dashboards',
        type: 'collapse',
        title: { 'zh-CN': '仪表盘', en: 'Dashboards' },
        icon: 'dashboard',
        children: [
          {
            id: 'analytics-dashboard',
            type: 'item',
            title: { 'zh-CN': '数据分析', en: 'Analytics' },
            icon: 'analytics',
            url: '/apps/dashboards/analytics',
          },
          {
            id: 'project-dashboard',
            type: 'item',
            title: { 'zh-CN': '项目', en: 'Project' },
            icon: 'project',
            url: '/apps/dashboards/project',
          },
        ],
      },
      {
        id: 'members-workbench',
        type: 'item',
        title: { 'zh-CN': '委员工作台', en: 'Member workbench' },
        icon: 'member',
        url: '/apps/todo/index',
        auth: authRoles.members,
      },
      {
        id: 'undertaker-workbench',
        type: 'item',
        title: { 'zh-CN': '承办单位工作台', en: 'Undertaker workbench' },
        icon: 'undertaker',
        url: '/apps/undertaker/index',
        auth: authRoles.undertaker,
      },
      {
        id: 'staff-workbench',
        type: 'item',
        title: { 'zh-CN': '提案委工作台', en: 'Proposal committee workbench' },
        icon: 'staff',
        url: '/apps/staff/index',
        auth: authRoles.staff,
      },
      {
        id: 'staff-review',
        type: 'item',
        title: { 'zh-CN': '待审查提案', en: 'Review queue' },
        icon: 'staff',
        url: '/apps/staff/review',
        auth: authRoles.staff,
      },
      {
        id: 'staff-proposals',
        type: 'item',
        title: { 'zh-CN': '全部提案', en: 'All proposals' },
        icon: 'staff',
        url: '/apps/staff/proposals',
        auth: authRoles.staff,
      },
    ],
  },
  { id: 'admin-divider', type: 'divider', auth: authRoles.admin },
  {
    id: 'administration',
    type: 'group',
    title: { 'zh-CN': '系统管理', en: 'Administration' },
    icon: 'admin',
    auth: authRoles.admin,
    children: [
      {
        id: 'admin-users',
        type: 'item',
        title: { 'zh-CN': '用户管理', en: 'Users' },
        icon: 'users',
        url: '/apps/admin/users',
        auth: authRoles.admin,
      },
      {
        id: 'admin-units',
        type: 'item',
        title: { 'zh-CN': '单位管理', en: 'Units' },
        icon: 'units',
        url: '/apps/admin/units',
        auth: authRoles.admin,
      },
      {
        id: 'admin-sessions',
        type: 'item',
        title: { 'zh-CN': '届次管理', en: 'Sessions' },
        icon: 'admin',
        url: '/apps/admin/sessions',
        auth: authRoles.admin,
      },
      {
        id: 'admin-workflow-settings',
        type: 'item',
        title: { 'zh-CN': '办理规则设置', en: 'Workflow settings' },
        icon: 'admin',
        url: '/apps/admin/workflow-settings',
        auth: authRoles.admin,
      },
    ],
  },
];
