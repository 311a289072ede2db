import { defineBundle } from '../../shared/i18n/bundle';

export const i18nBundle = defineBundle('home', {
  'zh-CN': {
    pageTitle: '首页',
    welcome: '欢迎使用市政协提案管理系统',
    intro: '本系统用于市政协委员提交提案、工作人员审查立案、承办单位办理答复的全过程管理。',
    comingNext: '登录功能即将上线：届时委员、工作人员和承办单位将按各自角色进入对应的工作台。',
    serverStatus: '服务器状态',
    serverChecking: '正在检查…',
    serverOk: '运行正常（数据库：{{dialect}}）',
  },
  en: {
    pageTitle: 'Home',
    welcome: 'Welcome to the CPPCC Proposal Management System',
    intro:
      'The system manages proposals of the city CPPCC from end to end: members submit them, staff review and register them, and the responsible units handle and answer them.',
    comingNext:
      'Sign-in arrives next: members, staff and responsible units will then land on the workbench of their role.',
    serverStatus: 'Server status',
    serverChecking: 'Checking…',
    serverOk: 'Running (database: {{dialect}})',
  },
});
