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
      {
        id: 'staff-statistics',
        type: 'item',
        title: { 'zh-CN': '提案统计', en: 'Statistics' },
        icon: 'analytics',
        url: '/apps/staff/statistics',
        auth: authRoles.staff,
      },
      {
        id: 'staff-handling',
        type: 'collapse',
        title: { 'zh-CN': '办理督办', en: 'Handling' },
        icon: 'staff',
        auth: authRoles.staff,
        children: [
          {
            id: 'staff-adjust',
            title: { 'zh-CN': '调整申请', en: 'Adjustment requests' },
            queue: 'adjust_requested',
          },
          {
            id: 'staff-extension',
            title: { 'zh-CN': '延期申请', en: 'Extension requests' },
            queue: 'extension_requested',
          },
          {
            id: 'staff-reply-review',
            title: { 'zh-CN': '答复审核', en: 'Replies to review' },
            queue: 'pending_review',
          },
          { id: 'staff-due-soon', title: { 'zh-CN': '即将到期', en: 'Due soon' }, queue: 'due_soon' },
          { id: 'staff-overdue', title: { 'zh-CN': '已超期', en: 'Overdue' }, queue: 'overdue' },
        ].map(({ queue, ...item }): NavItem => ({
          ...item,
          type: 'item',
          icon: 'staff',
          url: `/apps/staff/handling/${queue}`,
          auth: authRoles.staff,
        })),
      },
    ],
  },
  {
    id: 'unit-workbench',
    type: 'group',
    title: { 'zh-CN': '承办单位工作台', en: 'Unit workbench' },
    icon: 'undertaker',
    auth: authRoles.undertaker,
    children: [
      {
        id: 'undertaker-workbench',
        title: { 'zh-CN': '工作台概览', en: 'Workbench overview' },
        url: '/apps/undertaker/index',
      },
      {
        id: 'unit-pending',
        title: { 'zh-CN': '待签收', en: 'To sign for' },
        url: '/apps/undertaker/proposal_list/pending',
      },
      {
        id: 'unit-handling',
        title: { 'zh-CN': '办理中', en: 'In progress' },
        url: '/apps/undertaker/proposal_list/handling',
      },
      {
        id: 'unit-countersign',
        title: { 'zh-CN': '协办', en: 'Co-handling' },
        url: '/apps/undertaker/proposal_list/countersign',
      },
      {
        id: 'unit-replied',
        title: { 'zh-CN': '已答复', en: 'Replied' },
        url: '/apps/undertaker/proposal_list/replied',
      },
      {
        id: 'unit-overdue',
        title: { 'zh-CN': '超期', en: 'Overdue' },
        url: '/apps/undertaker/proposal_list/overdue',
      },
      { id: 'unit-all', title: { 'zh-CN': '全部', en: 'All' }, url: '/apps/undertaker/proposal_list/all' },
    ].map((item): NavItem => ({ ...item, type: 'item', icon: 'undertaker', auth: authRoles.undertaker })),
  },
  {
    id: 'notifications',
    type: 'item',
    title: { 'zh-CN': '通知', en: 'Notifications' },
    icon: 'notifications',
    url: '/apps/notifications',
    auth: authRoles.signedIn,
  },
  {
    id: 'chat',
    type: 'item',
    title: { 'zh-CN': '聊天', en: 'Chat' },
    icon: 'chat',
    url: '/apps/chat',
    auth: authRoles.signedIn,
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
      {
        id: 'admin-audit',
        type: 'item',
        title: { 'zh-CN': '操作日志', en: 'Audit log' },
        icon: 'admin',
        url: '/apps/admin/audit',
        auth: authRoles.admin,
      },
    ],
  },
];
