import { defineBundle } from '../../shared/i18n/bundle';

export const i18nBundle = defineBundle('home', {
  'zh-CN': {
    pageTitle: '首页',
    welcome: '欢迎使用市政协提案管理系统',
    intro: '本系统用于市政协委员提交提案、工作人员审查立案、承办单位办理答复的全过程管理。',
    guestNext: '登录后，政协委员、工作人员和承办单位将进入各自的工作台。',
    signIn: '登录',
    openWorkbench: '进入我的工作台',
    signedInAs: '你已登录为 {{name}}，当前角色：{{roles}}。',
    noRoleCan:
      '这个账号还没有办理提案的角色：可以接收通知、与工作人员在线沟通、调整界面设置和语言，但还不能提交、审查或办理提案。',
    openNotifications: '查看通知',
    openChat: '联系工作人员',
    getRoleTitle: '如何获得角色',
    getRole:
      '请联系系统管理员（或市政协提案委员会工作人员），说明你的身份——政协委员、工作人员或承办单位。管理员在「用户管理」中为你分配角色后，刷新页面或重新登录即可进入对应的工作台。',
    serverStatus: '服务器状态',
    serverChecking: '正在检查…',
    serverOk: '运行正常（数据库：{{dialect}}）',
  },
  en: {
    pageTitle: 'Home',
    welcome: 'Welcome to the CPPCC Proposal Management System',
    intro:
      'The system manages proposals of the city CPPCC from end to end: members submit them, staff review and register them, and the responsible units handle and answer them.',
    guestNext:
      'After signing in, CPPCC members, staff and responsible units each land on their own workbench.',
    signIn: 'Sign in',
    openWorkbench: 'Open my workbench',
    signedInAs: 'You are signed in as {{name}}; your roles: {{roles}}.',
    noRoleCan:
      'This account has no role in the proposal workflow yet: it receives notifications, can chat with staff and change its display settings and language, but cannot submit, review or handle proposals.',
    openNotifications: 'View notifications',
    openChat: 'Contact staff',
    getRoleTitle: 'How to get a role',
    getRole:
      'Ask a system administrator (or the proposal committee staff) and say who you are: a CPPCC member, a staff member or a responsible unit. Once the administrator gives your account a role under Users, reload the page or sign in again to land on its workbench.',
    serverStatus: 'Server status',
    serverChecking: 'Checking…',
    serverOk: 'Running (database: {{dialect}})',
  },
});
