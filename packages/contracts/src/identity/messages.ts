/** Hosted identity providers' errors (issue 19), spread into the shared catalogue (messages.ts). */
export const identityMessages = {
  'zh-CN': {
    'identity.notConfigured': '本服务器未配置该身份提供方',
    'identity.providerUnavailable': '暂时无法连接身份提供方，请稍后重试',
    'identity.stateInvalid': '登录请求无效或已过期（state 不符），请重新登录',
    'identity.denied': '你在身份提供方处取消了授权，未登录',
    'identity.failed': '身份提供方未能完成登录，请重新登录',
    'identity.linkInvalid': '关联请求无效或已过期，请重新通过身份提供方登录',
    'identity.noPassword': '该账号没有设置密码，无法关联；请联系管理员',
    'identity.tokenInvalid': '身份提供方的登录凭证无效，请重新登录',
    'identity.tokenExpired': '身份提供方的登录凭证已过期，请重新登录',
  },
  en: {
    'identity.notConfigured': 'This identity provider is not configured on this server.',
    'identity.providerUnavailable': 'The identity provider cannot be reached; try again later.',
    'identity.stateInvalid': 'The sign-in request is invalid or has expired (state mismatch); sign in again.',
    'identity.denied': 'You declined the authorization at the identity provider; you are not signed in.',
    'identity.failed': 'The identity provider did not complete the sign-in; sign in again.',
    'identity.linkInvalid': 'The link request is invalid or has expired; sign in with the provider again.',
    'identity.noPassword': 'This account has no password, so it cannot be linked; ask an administrator.',
    'identity.tokenInvalid': "The identity provider's sign-in token is not valid; sign in again.",
    'identity.tokenExpired': "The identity provider's sign-in token has expired; sign in again.",
  },
} as const;
