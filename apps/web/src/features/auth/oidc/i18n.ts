import { defineBundle } from '../../../shared/i18n/bundle';

/**
 * Texts of the OpenID Connect button and /callback's outcomes, in their own bundle: the other sign-in pages,
 * held to issue 4's first-load budget, do not carry them.
 */
export const oidcBundle = defineBundle('oidc', {
  'zh-CN': {
    oidcButton: '通过 {{name}} 登录 / 注册',
    oidcRedirecting: '正在前往 {{name}}…',
    callbackNothing: '这里没有待完成的第三方登录，请从注册页的 Auth0 标签开始。',
    callbackStateMismatch: '登录请求无效或已过期（state 不符），请重新登录。',
    callbackAwaitingRole:
      '已通过 Auth0 确认你的身份（{{name}}），但账号尚未分配角色。请联系管理员授予角色后再登录。',
    callbackLinkTitle: '关联已有账号',
    callbackLinkText:
      '邮箱 {{email}} 在本系统已有账号。输入该账号的密码即可将其与 {{provider}} 关联，以后可直接通过 {{provider}} 登录。',
    callbackLinkButton: '关联并登录',
    callbackLinking: '正在关联…',
    callbackRetry: '重新登录',
  },
  en: {
    oidcButton: 'Log in / Sign up with {{name}}',
    oidcRedirecting: 'Going to {{name}}…',
    callbackNothing: 'There is no sign-in to complete here; start from the Auth0 tab of the register page.',
    callbackStateMismatch: 'The sign-in request is invalid or has expired (state mismatch); sign in again.',
    callbackAwaitingRole:
      'Auth0 confirmed who you are ({{name}}), but your account has no role yet. Ask an administrator to grant one, then sign in again.',
    callbackLinkTitle: 'Link your existing account',
    callbackLinkText:
      'An account with the e-mail {{email}} already exists here. Enter its password to link it to {{provider}}; after that, {{provider}} signs you straight in.',
    callbackLinkButton: 'Link and sign in',
    callbackLinking: 'Linking…',
    callbackRetry: 'Sign in again',
  },
});
