import { authRoles } from '@cppcc/contracts';
import type { AppRoute } from '../../shared/routing';
import { DUTY_RECORDS_PATH, DUTY_RULES_PATH, MY_DUTY_RECORD_PATH } from './paths';

/** Duty records (issue 29 §2): staff see every member's and set the rules; a member sees their own. */
export const dutyRecordsRoutes: AppRoute[] = [
  { path: DUTY_RULES_PATH, auth: authRoles.staff, page: () => import('./pages/DutyRulesPage') },
  {
    path: `${DUTY_RECORDS_PATH}/:memberId`,
    auth: authRoles.staff,
    page: () => import('./pages/DutyRecordPage'),
  },
  { path: DUTY_RECORDS_PATH, auth: authRoles.staff, page: () => import('./pages/DutyRecordsPage') },
  { path: MY_DUTY_RECORD_PATH, auth: authRoles.members, page: () => import('./pages/DutyRecordPage') },
];
