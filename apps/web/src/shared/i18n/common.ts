import { defineBundle } from './bundle';

/** Texts of the shell and shared UI pieces (namespace `common`, the default one). */
export const commonBundle = defineBundle('common', {
  'zh-CN': {
    appName: '政协提案管理系统',
    loading: '加载中…',
    switchLanguage: '切换语言',
    unexpectedError: '页面出现错误',
    reload: '重新加载',
    close: '关闭',
    cancel: '取消',
    confirm: '确定',
    copy: '复制',
    'role.admin': '管理员',
    'role.staff': '工作人员',
    'role.user': '注册用户',
    'role.undertaker': '承办单位',
    'role.members': '政协委员',
    'role.leader': '督办领导',
  },
  en: {
    appName: 'CPPCC Proposal Management System',
    loading: 'Loading...',
    switchLanguage: 'Switch language',
    unexpectedError: 'Something went wrong',
    reload: 'Reload',
    close: 'Close',
    cancel: 'Cancel',
    confirm: 'Confirm',
    copy: 'Copy',
    'role.admin': 'Administrator',
    'role.staff': 'Staff',
    'role.user': 'Registered user',
    'role.undertaker': 'Responsible unit',
    'role.members': 'CPPCC member',
    'role.leader': 'Supervising leader',
  },
});
