import type { AcademyCategoryKey } from '@cppcc/contracts';

/** The academy's sample courses (issue 17): Chinese first, with English texts. 11 steps each. */
export interface SampleCourse {
  slug: string;
  category: AcademyCategoryKey;
  length: 30 | 45 | 60 | 90 | 120;
  zh: { title: string; description: string };
  en: { title: string; description: string };
}

export const SAMPLE_COURSES: readonly SampleCourse[] = [
  {
    slug: 'html-css-basics',
    category: 'web',
    length: 30,
    zh: { title: '网页基础：HTML 与 CSS', description: '从一个空白文件开始，写出结构清楚、样式整洁的网页。' },
    en: {
      title: 'Web basics: HTML and CSS',
      description: 'Start from an empty file and build a clean, well-structured page.',
    },
  },
  {
    slug: 'accessible-forms',
    category: 'web',
    length: 45,
    zh: { title: '无障碍表单', description: '让每个人都能用键盘和读屏软件填写你的表单。' },
    en: {
      title: 'Accessible forms',
      description: 'Forms everyone can fill in with a keyboard or a screen reader.',
    },
  },
  {
    slug: 'typescript-in-practice',
    category: 'web',
    length: 90,
    zh: { title: 'TypeScript 实战', description: '用类型描述数据，让编辑器在运行之前发现错误。' },
    en: {
      title: 'TypeScript in practice',
      description: 'Describe your data with types and let the editor catch mistakes early.',
    },
  },
  {
    slug: 'firebase-authentication',
    category: 'firebase',
    length: 60,
    zh: { title: 'Firebase 身份验证', description: '为应用加入邮箱、手机号和第三方账号登录。' },
    en: {
      title: 'Firebase authentication',
      description: 'Add email, phone and third-party sign-in to an app.',
    },
  },
  {
    slug: 'firestore-data-modelling',
    category: 'firebase',
    length: 90,
    zh: { title: 'Firestore 数据建模', description: '设计集合与文档，让查询又快又省。' },
    en: {
      title: 'Firestore data modelling',
      description: 'Design collections and documents for fast, cheap queries.',
    },
  },
  {
    slug: 'cloud-functions',
    category: 'firebase',
    length: 45,
    zh: { title: '云函数入门', description: '在服务器端响应数据库变化与网络请求。' },
    en: {
      title: 'Getting started with Cloud Functions',
      description: 'React to database changes and web requests on the server.',
    },
  },
  {
    slug: 'containers-from-scratch',
    category: 'cloud',
    length: 120,
    zh: { title: '从零开始的容器', description: '把应用打包成镜像，并在任何地方运行。' },
    en: { title: 'Containers from scratch', description: 'Package an app as an image and run it anywhere.' },
  },
  {
    slug: 'backups-and-recovery',
    category: 'cloud',
    length: 60,
    zh: { title: '备份与恢复', description: '制定备份计划，并在出事之前演练一次恢复。' },
    en: {
      title: 'Backups and recovery',
      description: 'Plan your backups and rehearse a restore before you need one.',
    },
  },
  {
    slug: 'monitoring-basics',
    category: 'cloud',
    length: 30,
    zh: { title: '监控入门', description: '用指标和日志了解服务的健康状况。' },
    en: {
      title: 'Monitoring basics',
      description: 'Know how your service is doing from its metrics and logs.',
    },
  },
  {
    slug: 'android-first-app',
    category: 'android',
    length: 60,
    zh: { title: '第一个安卓应用', description: '搭建开发环境，写出并运行第一个界面。' },
    en: {
      title: 'Your first Android app',
      description: 'Set up the tools, then write and run a first screen.',
    },
  },
  {
    slug: 'android-layouts',
    category: 'android',
    length: 45,
    zh: { title: '安卓界面布局', description: '让界面在各种屏幕尺寸上都好用。' },
    en: { title: 'Android layouts', description: 'Screens that work on every size of device.' },
  },
  {
    slug: 'android-offline-data',
    category: 'android',
    length: 120,
    zh: { title: '离线可用的安卓应用', description: '在本地保存数据，联网后再同步。' },
    en: {
      title: 'Offline-ready Android apps',
      description: 'Keep data on the device and sync it when back online.',
    },
  },
];

/** The 11 steps every sample course walks through. */
export const SAMPLE_STEPS: readonly { zh: string; en: string; zhText: string; enText: string }[] = [
  {
    zh: '引言',
    en: 'Introduction',
    zhText: '本课程要解决什么问题，学完之后你能做什么。',
    enText: 'What this course is about and what you will be able to do at the end.',
  },
  {
    zh: '准备工作',
    en: 'Getting ready',
    zhText: '需要安装的工具和需要了解的基础知识。',
    enText: 'The tools to install and what you should know beforehand.',
  },
  {
    zh: '核心概念',
    en: 'Core ideas',
    zhText: '贯穿整个课程的几个关键概念。',
    enText: 'The few key ideas the whole course builds on.',
  },
  {
    zh: '第一个例子',
    en: 'A first example',
    zhText: '用最小的例子把概念串起来。',
    enText: 'The smallest example that ties the ideas together.',
  },
  {
    zh: '逐步扩展',
    en: 'Building it up',
    zhText: '在例子上一步步加入真实需要的功能。',
    enText: 'Adding what a real project needs, one step at a time.',
  },
  {
    zh: '常见错误',
    en: 'Common mistakes',
    zhText: '初学者最常遇到的问题，以及如何避免。',
    enText: 'The mistakes beginners make most often, and how to avoid them.',
  },
  {
    zh: '测试',
    en: 'Testing',
    zhText: '怎样确认它按预期工作，并一直工作下去。',
    enText: 'How to make sure it works, and keeps working.',
  },
  {
    zh: '性能',
    en: 'Performance',
    zhText: '找出慢的地方，再决定是否值得优化。',
    enText: 'Find what is slow, then decide whether it is worth fixing.',
  },
  {
    zh: '安全',
    en: 'Security',
    zhText: '保护用户的数据，不信任任何输入。',
    enText: 'Protect your users’ data and trust no input.',
  },
  {
    zh: '上线',
    en: 'Going live',
    zhText: '把成果交给真实用户之前的检查清单。',
    enText: 'The checklist before real users see your work.',
  },
  {
    zh: '总结',
    en: 'Summary',
    zhText: '回顾所学，并给出继续深入的方向。',
    enText: 'A look back, and where to go next.',
  },
];
