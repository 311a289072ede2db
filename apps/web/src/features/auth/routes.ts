import { authRoles, type AuthList } from '@cppcc/contracts';
import type { ComponentType } from 'react';
import type { AppRoute } from '../../shared/routing';
import { BARE_PAGE_SETTINGS } from '../../shared/layout/layoutSettings';
import { PATHS } from './paths';

type Loader = () => Promise<{ default: ComponentType }>;

const bare = (path: string, page: Loader, auth: AuthList): AppRoute => ({
  path,
  page,
  auth,
  settings: BARE_PAGE_SETTINGS,
});

/**
 * A page a guest opens first: it renders before the Redux store loads (issue 4's budget), so it signs in
 * through `useSessionCommands` and calls the API through `useApiCall`, never through Redux.
 */
const signIn = (path: string, page: Loader, auth: AuthList = authRoles.onlyGuest): AppRoute => ({
  ...bare(path, page, auth),
  storeless: true,
});

const template = () => import('./template/TemplatePages');
const fromTemplate =
  (name: keyof Awaited<ReturnType<typeof template>>): Loader =>
  () =>
    template().then((m) => ({ default: m[name] }));

const examples = () => import('./pages/RoleExamplePages');

/**
 * Sign-in screens (seed 000 §2.1): bare pages (no navbar/toolbar/footer/panels), guest-only so a signed-in user
 * is sent on (to the remembered path or the role's landing page); /logout and /pages/auth/lock need a user
 * and so the store.
 */
export const authRoutes: AppRoute[] = [
  signIn(PATHS.login, () => import('./pages/LoginPage')),
  signIn(PATHS.loginByPhone, () => import('./pages/LoginByPhonePage')),
  signIn(PATHS.register, () => import('./pages/RegisterPage')),
  signIn(PATHS.callback, () => import('./pages/CallbackPage')),
  bare(PATHS.logout, () => import('./pages/LogoutPage'), authRoles.signedIn),
  signIn(PATHS.templateLogin, fromTemplate('Login')),
  signIn(PATHS.templateLogin2, fromTemplate('Login2')),
  signIn(PATHS.templateRegister, fromTemplate('Register')),
  signIn(PATHS.templateRegister2, fromTemplate('Register2')),
  signIn(PATHS.forgot, fromTemplate('Forgot')),
  signIn(PATHS.forgot2, fromTemplate('Forgot2')),
  signIn(PATHS.reset, fromTemplate('Reset')),
  signIn(PATHS.reset2, fromTemplate('Reset2')),
  signIn(PATHS.mailConfirm, () => import('./template/MailConfirmPage'), null),
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
