import { defineBundle } from '../i18n/bundle';

/** Texts of the session's toasts (seed 000 §8); loaded with the entry because any page may show them. */
export const sessionBundle = defineBundle('session', {
  'zh-CN': {
    loggingInWithJwt: '正在通过 JWT 登录…',
    loggedInWithJwt: '已通过 JWT 登录',
    userDataSaved: '用户数据已保存',
    accessTokenExpired: '登录已过期（access_token expired），请重新登录',
    invalidAccessToken: '登录凭证无效（Invalid access_token），请重新登录',
  },
  en: {
    loggingInWithJwt: 'Logging in with JWT',
    loggedInWithJwt: 'Logged in with JWT',
    userDataSaved: 'User data saved with api',
    accessTokenExpired: 'access_token expired',
    invalidAccessToken: 'Invalid access_token',
  },
});
