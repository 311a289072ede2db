import { defineBundle } from '../../../shared/i18n/bundle';

/**
 * Texts of the Firebase tab, in their own bundle (loaded with the tab). `error.<code>`: Firebase's error codes
 * as seed 000 §5 places them on the form's fields (providerErrors.ts).
 */
export const firebaseBundle = defineBundle('firebase', {
  'zh-CN': {
    signUp: '通过 Firebase 注册',
    signIn: '已有 Firebase 账号？直接登录',
    working: '正在连接 Firebase…',
    awaitingRole:
      '已通过 Firebase 确认你的身份（{{name}}），但账号尚未分配角色。请联系管理员授予角色后再登录。',
    'error.email-already-in-use': '该邮箱已被使用',
    'error.invalid-email': '邮箱地址格式不正确',
    'error.operation-not-allowed': '该 Firebase 项目未启用邮箱密码登录',
    'error.user-not-found': '请检查用户名/邮箱',
    'error.user-disabled': '该 Firebase 账号已被停用',
    'error.weak-password': '密码强度太弱（至少 6 位）',
    'error.wrong-password': '请检查密码',
    'error.invalid-credential': '邮箱或密码不正确',
    'error.other': 'Firebase 未能完成操作（{{code}}），请稍后重试',
  },
  en: {
    signUp: 'Sign up with Firebase',
    signIn: 'Have a Firebase account? Sign in',
    working: 'Contacting Firebase…',
    awaitingRole:
      'Firebase confirmed who you are ({{name}}), but your account has no role yet. Ask an administrator to grant one, then sign in again.',
    'error.email-already-in-use': 'The email is already in use',
    'error.invalid-email': 'The email address is not valid',
    'error.operation-not-allowed': 'E-mail and password sign-in is not enabled for this Firebase project',
    'error.user-not-found': 'Check your username/email',
    'error.user-disabled': 'This Firebase account has been disabled',
    'error.weak-password': 'The password is too weak (at least 6 characters)',
    'error.wrong-password': 'Check your password',
    'error.invalid-credential': 'The e-mail or the password is not right',
    'error.other': 'Firebase could not complete this ({{code}}); try again later.',
  },
});
