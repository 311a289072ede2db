import { authRoles, type AuthList } from '@cppcc/contracts';
import type { ComponentType } from 'react';
import type { AppRoute } from '../../shell/routing';
import { BARE_PAGE_SETTINGS } from '../../shell/settings/layoutSettings';
import { PATHS } from './paths';

type Loader = () => Promise<{ default: ComponentType }>;

const bare = (path: string, page: Loader, auth: AuthList = authRoles.onlyGuest): AppRoute => ({
  path,
  page,
  auth,
  settings: BARE_PAGE_SETTINGS,
});

const template = () => import('./template/TemplatePages');
const fromTemplate =
  (name: keyof Awaited<ReturnType<typeof template>>): Loader =>
  () =>
    template().then((m) => ({ default: m[name] }));

const examples = () => import('./pages/RoleExamplePages');

/**
 * Sign-in screens (seed 000 §2.1): bare pages (no navbar/toolbar/footer/panels), guest-only so a signed-in user
 * is sent on (to the remembered path or the role's landing page); /logout and /pages/auth/lock need a user.
 */
export const authRoutes: AppRoute[] = [
  bare(PATHS.login, () => import('./pages/LoginPage')),
  bare(PATHS.loginByPhone, () => import('./pages/LoginByPhonePage')),
  bare(PATHS.register, () => import('./pages/RegisterPage')),
  bare(PATHS.callback, () => import('./pages/CallbackPage')),
  bare(PATHS.logout, () => import('./pages/LogoutPage'), authRoles.signedIn),
  bare(PATHS.templateLogin, fromTemplate('Login')),
  bare(PATHS.templateLogin2, fromTemplate('Login2')),
  bare(PATHS.templateRegister, fromTemplate('Register')),
  bare(PATHS.templateRegister2, fromTemplate('Register2')),
  bare(PATHS.forgot, fromTemplate('Forgot')),
  bare(PATHS.forgot2, fromTemplate('Forgot2')),
  bare(PATHS.reset, fromTemplate('Reset')),
  bare(PATHS.reset2, fromTemplate('Reset2')),
  bare(PATHS.mailConfirm, () => import('./template/MailConfirmPage'), null),
  bare(PATHS.lock, () => import('./template/LockPage'), authRoles.signedIn),
  {
    path: PATHS.adminRoleExample,
    auth: authRoles.admin,
    page: () => examples().then((m) => ({ default: m.AdminRoleExample })),
  },
  {
    path: PATHS.staffRoleExample,
    auth: authRoles.staff,
    page: () => examples().then((m) => ({ default: m.StaffRoleExample })),
  },
  {
    path: PATHS.guestRoleExample,
    auth: authRoles.onlyGuest,
    page: () => examples().then((m) => ({ default: m.GuestRoleExample })),
  },
];
