import {
  adminUserCreateBodySchema,
  adminUserUpdateBodySchema,
  ROLES,
  type AdminUser,
  type AdminUserCreate,
  type AdminUserUpdate,
  type Role,
} from '@cppcc/contracts';
import { z } from 'zod';

/** The user dialog's fields as typed: text as text, the member profile under the body's own path. */
export interface UserForm {
  displayName: string;
  phone: string;
  email: string;
  password: string;
  roles: Role[];
  unitId: string;
  memberProfile: { sector: string; party: string; committee: string };
}

export const USER_FORM_FIELDS = [
  'displayName',
  'phone',
  'email',
  'password',
  'roles',
  'unitId',
  'memberProfile.sector',
  'memberProfile.party',
  'memberProfile.committee',
] as const;

export function userFormOf(user: AdminUser | null): UserForm {
  return {
    displayName: user?.displayName ?? '',
    phone: user?.phone ?? '',
    email: user?.email ?? '',
    password: '',
    roles: user?.roles ?? ['members'],
    unitId: user?.unit?.id ?? '',
    memberProfile: {
      sector: user?.memberProfile?.sector ?? '',
      party: user?.memberProfile?.party ?? '',
      committee: user?.memberProfile?.committee ?? '',
    },
  };
}

const blankToNull = (value: string) => value.trim() || null;

/** The request body: blanks become null; a unit only for an undertaker, a profile only for a member. */
function bodyOf(form: UserForm) {
  return {
    displayName: form.displayName,
    phone: blankToNull(form.phone),
    email: blankToNull(form.email),
    roles: form.roles,
    unitId: form.roles.includes('undertaker') ? blankToNull(form.unitId) : null,
    memberProfile: form.roles.includes('members') ? form.memberProfile : null,
  };
}

const formShape = z.object({
  displayName: z.string(),
  phone: z.string(),
  email: z.string(),
  password: z.string(),
  roles: z.array(z.enum(ROLES)),
  unitId: z.string(),
  memberProfile: z.object({ sector: z.string(), party: z.string(), committee: z.string() }),
});

/** The form checked by the contracts' own body schemas (one rule, as the server checks it). */
export const createUserFormSchema = formShape
  .transform((form): unknown => ({ ...bodyOf(form), password: form.password }))
  .pipe(adminUserCreateBodySchema);
export const updateUserFormSchema = formShape
  .transform((form): unknown => bodyOf(form))
  .pipe(adminUserUpdateBodySchema);

export type UserFormOutput = AdminUserCreate | AdminUserUpdate;
