import type { NavItem } from '../../shared/navigation/types';
import { ANALYTICS_DASHBOARD_PATH, PROJECT_DASHBOARD_PATH } from './paths';

/** The two dashboards, open to everyone (seed 001). */
export const dashboardsNavigation: NavItem = {
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
      url: ANALYTICS_DASHBOARD_PATH,
    },
    {
      id: 'project-dashboard',
      type: 'item',
      title: { 'zh-CN': '项目', en: 'Project' },
      icon: 'project',
      url: PROJECT_DASHBOARD_PATH,
    },
  ],
};
