import { ROLE_LABELS, USER_STATUS_LABELS, type AdminUser } from '@cppcc/contracts';
import { beijingTime, type ExportCells } from '../exports/list-export';

/** The cells of the admin user list ('users'): roles in the caller's language joined by 、. */
export const USER_CELLS: ExportCells<AdminUser> = {
  displayName: (user) => user.displayName,
  phone: (user) => user.phone,
  email: (user) => user.email,
  roles: (user, language) => user.roles.map((role) => ROLE_LABELS[role][language]).join('、'),
  unit: (user) => user.unit?.name ?? null,
  status: (user, language) => USER_STATUS_LABELS[user.disabled ? 'disabled' : 'active'][language],
  sector: (user) => user.memberProfile?.sector ?? null,
  createdAt: (user) => beijingTime(user.createdAt),
};
