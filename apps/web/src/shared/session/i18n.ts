import { defineBundle } from '../i18n/bundle';

/** Texts of the session's toasts (seed 000 §8); loaded with the entry because any page may show them. */
export const sessionBundle = defineBundle('session', {
  'zh-CN': {
    loggedInWithJwt: '已通过 JWT 登录',
    loggingInWithAuth0: '正在通过 Auth0 登录…',
    loggedInWithAuth0: '已通过 Auth0 登录',
    loggingInWithFirebase: '正在通过 Firebase 登录…',
    loggedInWithFirebase: '已通过 Firebase 登录',
    userDataSaved: '用户数据已保存',
    userDataSavedAuth0: '用户数据已保存（Auth0 账号）',
    userDataSavedFirebase: '用户数据已保存（Firebase 账号）',
    accessTokenExpired: '登录已过期（access_token expired），请重新登录',
    invalidAccessToken: '登录凭证无效（Invalid access_token），请重新登录',
    serverUnreachableTitle: '暂时无法连接服务器',
    serverUnreachableBody:
      '服务器没有响应，可能正在重启或网络中断。你的登录状态已保留，连接恢复后会自动继续。',
    serverUnreachableAttempt: '已尝试 {{attempt}} 次，{{seconds}} 秒后自动重试。',
    retryNow: '立即重试',
  },
  en: {
    loggedInWithJwt: 'Logged in with JWT',
    loggingInWithAuth0: 'Logging in with Auth0',
    loggedInWithAuth0: 'Logged in with Auth0',
    loggingInWithFirebase: 'Logging in with Firebase',
    loggedInWithFirebase: 'Logged in with Firebase',
    userDataSaved: 'User data saved with api',
    userDataSavedAuth0: 'User data saved to auth0',
    userDataSavedFirebase: 'User data saved to firebase',
    accessTokenExpired: 'access_token expired',
    invalidAccessToken: 'Invalid access_token',
    serverUnreachableTitle: 'The server cannot be reached',
    serverUnreachableBody:
      'The server is not answering: it may be restarting, or the network is down. You are still signed in; the app carries on as soon as the server is back.',
    serverUnreachableAttempt: 'Attempts so far: {{attempt}}; trying again in {{seconds}} s.',
    retryNow: 'Try again now',
  },
});
