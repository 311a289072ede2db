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
    loadError: '加载失败',
    retry: '重试',
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
    loadError: 'Could not load',
    retry: 'Retry',
  },
});
