import type {
  AuthResult,
  IdentityProviders,
  OidcCallbackResult,
  FirebaseSessionBody,
  OidcLinkBody,
  OidcStartResult,
  PhoneLoginResult,
} from '@cppcc/contracts';
import type { ApiCall } from '../../shared/api/request';
import { useApiCall } from './lib/useApiCall';

/** The sign-in screens' calls; plain `fetchApi` calls rather than RTK Query endpoints (see `useApiCall`). */
export const authCalls = {
  requestPhoneCode: (phone: string): ApiCall => ({
    url: '/message/loginPhoneCode',
    method: 'POST',
    params: { phone },
  }),
  loginByPhone: (body: { phone: string; code: string }): ApiCall => ({
    url: '/mobile/loginByPhone',
    method: 'POST',
    body,
  }),
  signIn: (params: { email: string; password: string }): ApiCall => ({ url: '/auth', params }),
  register: (body: { displayName: string; email: string; password: string }): ApiCall => ({
    url: '/auth/register',
    method: 'POST',
    body,
  }),
  forgotPassword: (body: { email: string }): ApiCall => ({
    url: '/auth/forgot-password',
    method: 'POST',
    body,
  }),
  resetPassword: (body: { token: string; password: string }): ApiCall => ({
    url: '/auth/reset-password',
    method: 'POST',
    body,
  }),
  unlock: (body: { password: string }): ApiCall => ({ url: '/auth/unlock', method: 'POST', body }),
  providers: (): ApiCall => ({ url: '/auth/providers' }),
  oidcStart: (): ApiCall => ({ url: '/auth/oidc/start', method: 'POST' }),
  oidcCallback: (query: string): ApiCall => ({ url: '/auth/oidc/callback', method: 'POST', body: { query } }),
  oidcLink: (body: OidcLinkBody): ApiCall => ({ url: '/auth/oidc/link', method: 'POST', body }),
  firebaseSession: (body: FirebaseSessionBody): ApiCall => ({
    url: '/auth/firebase/session',
    method: 'POST',
    body,
  }),
};

export const useRequestPhoneCode = () => useApiCall<string, unknown>(authCalls.requestPhoneCode);
export const useLoginByPhone = () =>
  useApiCall<{ phone: string; code: string }, PhoneLoginResult>(authCalls.loginByPhone);
export const useSignIn = () => useApiCall<{ email: string; password: string }, AuthResult>(authCalls.signIn);
export const useRegister = () =>
  useApiCall<{ displayName: string; email: string; password: string }, AuthResult>(authCalls.register);
export const useForgotPassword = () => useApiCall<{ email: string }, void>(authCalls.forgotPassword);
export const useResetPassword = () =>
  useApiCall<{ token: string; password: string }, void>(authCalls.resetPassword);
export const useUnlock = () => useApiCall<{ password: string }, AuthResult>(authCalls.unlock);
export const useIdentityProviders = () => useApiCall<void, IdentityProviders>(authCalls.providers);
export const useOidcStart = () => useApiCall<void, OidcStartResult>(authCalls.oidcStart);
export const useOidcCallback = () => useApiCall<string, OidcCallbackResult>(authCalls.oidcCallback);
export const useOidcLink = () => useApiCall<OidcLinkBody, OidcCallbackResult>(authCalls.oidcLink);
export const useFirebaseSession = () =>
  useApiCall<FirebaseSessionBody, OidcCallbackResult>(authCalls.firebaseSession);
