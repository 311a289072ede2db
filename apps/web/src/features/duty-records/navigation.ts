import { authRoles } from '@cppcc/contracts';
import type { NavItem } from '../../shared/navigation/types';
import { DUTY_RECORDS_PATH, MY_DUTY_RECORD_PATH } from './paths';

/** The member's own record, beside the member workbench. */
export const myDutyRecordNavigation: NavItem = {
  id: 'member-duty-record',
  type: 'item',
  title: { 'zh-CN': '我的履职档案', en: 'My duty record' },
  icon: 'member',
  url: MY_DUTY_RECORD_PATH,
  auth: authRoles.members,
};

/** Every member's record, for staff, beside the statistics. */
export const dutyRecordsNavigation: NavItem = {
  id: 'staff-duty-records',
  type: 'item',
  title: { 'zh-CN': '委员履职档案', en: 'Members’ duty records' },
  icon: 'users',
  url: DUTY_RECORDS_PATH,
  auth: authRoles.staff,
};
