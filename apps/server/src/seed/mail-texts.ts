import type { DemoAccountKey, MailLabelId } from '@cppcc/contracts';
import type { SceneName, ScreenshotName } from './seed-pictures';

/** What one person did with their copy of a demo mail (a received copy is unread unless `read`). */
export interface SeedMailState {
  read?: boolean;
  starred?: boolean;
  important?: boolean;
  labels?: MailLabelId[];
  folder?: 'spam' | 'trash';
}

export interface SeedFile {
  name: string;
  /** PDF pages carry these lines. */
  pdf?: string[];
  /** A picture from seed-pictures/ (a JPEG). */
  picture?: SceneName | ScreenshotName;
}

export interface SeedMail {
  from: DemoAccountKey;
  to: DemoAccountKey[];
  /** Days and hours before now it was sent. */
  daysAgo: number;
  hour: number;
  subject: string;
  /** Paragraphs (HTML inside a paragraph is allowed: <strong>, <em>). */
  body: string[];
  files?: SeedFile[];
  /** The recipients' doings; the sender's copy under the sender's key. */
  then?: Partial<Record<DemoAccountKey, SeedMailState>>;
}

/**
 * The demo mailboxes (issue 15): mail between the demo accounts about the session's proposal work, Chinese
 * first; two English notices (the system's maintainer writes in both languages). Sent oldest first. Every
 * account ends up with read and unread, starred, important, labelled mail and mail with files, and something in
 * each folder (drafts come from DRAFTS below).
 */
export const SEED_MAILS: SeedMail[] = [
  {
    from: 'admin',
    to: ['staff', 'member', 'undertaker', 'leader', 'user'],
    daysAgo: 12,
    hour: 9,
    subject: '系统维护通知 / Scheduled maintenance',
    body: [
      '各位用户：提案管理系统将于本周六 22:00 至 24:00 进行例行维护，期间暂停服务，请提前保存正在编辑的提案。',
      'Dear users, the proposal system will be down for routine maintenance this Saturday from 22:00 to 24:00. Please save the proposals you are editing beforehand.',
      '系统管理员',
    ],
    then: {
      staff: { read: true },
      member: { read: true, folder: 'trash' },
      undertaker: { read: true, folder: 'trash' },
      leader: { read: true, folder: 'trash' },
      user: { read: true, folder: 'trash' },
      admin: { folder: 'trash' },
    },
  },
  {
    from: 'user',
    to: ['admin', 'staff', 'member', 'undertaker', 'leader'],
    daysAgo: 11,
    hour: 15,
    subject: '【推广】提案写作速成班限时报名，名额有限',
    body: ['三天掌握提案写作技巧，报名即送范文合集！回复本邮件即可报名。'],
    then: {
      admin: { folder: 'spam' },
      staff: { folder: 'spam' },
      member: { folder: 'spam' },
      undertaker: { folder: 'spam' },
      leader: { folder: 'spam' },
    },
  },
  {
    from: 'staff',
    to: ['member', 'undertaker'],
    daysAgo: 10,
    hour: 10,
    subject: '关于本届提案交办情况的通知',
    body: [
      '刘委员、张主任：',
      '本届会议期间提交的提案已完成审查立案，交办清单见附件。请承办单位在<strong>收到交办后 5 个工作日内</strong>完成签收，并在三个月内办结答复。',
      '如对交办有异议，请于签收前向提案委提出。',
      '提案委 王晓芳',
    ],
    files: [
      {
        name: '本届提案交办清单.pdf',
        pdf: [
          'CPPCC Proposal Office',
          'Assignment list of this session',
          '1. Community elderly care services - NDRC',
        ],
      },
    ],
    then: {
      member: { read: true, labels: ['proposal'], important: true },
      undertaker: { read: true, labels: ['proposal', 'handling'], important: true, starred: true },
    },
  },
  {
    from: 'member',
    to: ['undertaker'],
    daysAgo: 8,
    hour: 16,
    subject: '补充调研材料：社区养老服务站现场照片',
    body: [
      '张主任：',
      '上周我到城东三个街道的养老服务站做了实地调研，附上现场照片和调研提纲，供办理时参考。',
      '重点是<em>助餐点覆盖不足</em>和护理人员流失两个问题。',
      '刘建国',
    ],
    files: [
      { name: '养老服务站现场照片.jpg', picture: 'elderly-care-station' },
      {
        name: '调研提纲.pdf',
        pdf: ['Field research outline', 'Elderly care stations, East District', 'Meals, staffing, funding'],
      },
    ],
    then: {
      undertaker: { read: true, starred: true, labels: ['research'] },
      member: { labels: ['research'] },
    },
  },
  {
    from: 'undertaker',
    to: ['staff'],
    daysAgo: 6,
    hour: 11,
    subject: '关于“加强社区养老服务”提案延期办理的申请',
    body: [
      '提案委：',
      '该提案涉及民政、卫健、财政多个部门，需要召开协调会并测算资金，申请延期 30 日办结，恳请批准。',
      '市发展和改革委员会 张伟',
    ],
    files: [
      {
        name: '延期办理申请表.pdf',
        pdf: [
          'Request for extension',
          'Proposal: community elderly care services',
          'Extension asked: 30 days',
        ],
      },
    ],
    then: { staff: { read: true, labels: ['handling'], important: true } },
  },
  {
    from: 'staff',
    to: ['undertaker'],
    daysAgo: 5,
    hour: 14,
    subject: 'Re: 关于“加强社区养老服务”提案延期办理的申请',
    body: [
      '张主任：',
      '延期申请已同意，新的办理期限已在系统中更新，请在期限内完成答复并与提案人充分沟通。',
      '提案委 王晓芳',
    ],
    then: { undertaker: { labels: ['handling'] } },
  },
  {
    from: 'leader',
    to: ['staff'],
    daysAgo: 4,
    hour: 9,
    subject: '关于重点提案督办的几点意见',
    body: [
      '晓芳同志：',
      '今年确定的重点提案，请按季度汇总办理进展；对进度滞后的，提案委要主动约谈承办单位。',
      '养老、教育两类提案群众关注度高，督办时请邀请提案人一同参加。',
      '陈建华',
    ],
    then: { staff: { read: true, starred: true, important: true, labels: ['proposal'] } },
  },
  {
    from: 'staff',
    to: ['leader'],
    daysAgo: 3,
    hour: 17,
    subject: '重点提案督办工作安排',
    body: [
      '陈主席：',
      '根据您的意见，我们拟定了重点提案督办计划（见附件），拟于下月中旬开展第一次集中督办。',
      '请审阅。',
      '提案委 王晓芳',
    ],
    files: [
      {
        name: '重点提案督办计划.pdf',
        pdf: [
          'Supervision plan for key proposals',
          'First round: mid next month',
          'Elderly care, education, transport',
        ],
      },
    ],
    then: {
      leader: { important: true, starred: true, labels: ['proposal'] },
      staff: { labels: ['proposal'] },
    },
  },
  {
    from: 'admin',
    to: ['staff'],
    daysAgo: 2,
    hour: 8,
    subject: 'Monthly backup report',
    body: [
      'Hello, the monthly database backup finished without errors. 3 backups are kept; the oldest is from last quarter.',
      '本月数据库备份已正常完成，共保留 3 份备份。',
    ],
    then: { staff: { read: true, folder: 'trash' } },
  },
  {
    from: 'staff',
    to: ['admin'],
    daysAgo: 2,
    hour: 11,
    subject: '请为新任委员批量开通账号',
    body: [
      '管理员您好：',
      '本次增补的 6 位委员名单见附件，请协助开通系统账号，初始密码通过短信发送给本人。',
      '提案委 王晓芳',
    ],
    files: [
      {
        name: '增补委员名单.pdf',
        pdf: ['New members of the committee', '6 members, sectors attached', 'Accounts to open'],
      },
    ],
    then: { admin: { read: true, important: true, labels: ['proposal'] } },
  },
  {
    from: 'staff',
    to: ['member', 'leader'],
    daysAgo: 2,
    hour: 15,
    subject: '邀请参加提案办理协商座谈会',
    body: [
      '各位委员、领导：',
      '定于下周三下午 2:30 在市政协 302 会议室召开提案办理协商座谈会，请承办单位汇报办理进展。',
      '请于本周五前回复是否参加。',
      '提案委',
    ],
    then: { member: { labels: ['meeting'], starred: true }, leader: { read: true, labels: ['meeting'] } },
  },
  {
    from: 'member',
    to: ['staff'],
    daysAgo: 1,
    hour: 10,
    subject: 'Re: 邀请参加提案办理协商座谈会',
    body: ['王老师：我会准时参加，另外想在会上补充两分钟发言，谈谈助餐点的问题。', '刘建国'],
    then: { staff: { labels: ['meeting'] } },
  },
  {
    from: 'user',
    to: ['staff'],
    daysAgo: 1,
    hour: 16,
    subject: '咨询：注册后如何开通委员账号',
    body: ['您好，我已在系统注册，请问如何关联委员身份，才能提交提案？', '陈明'],
  },
  {
    from: 'member',
    to: ['admin'],
    daysAgo: 1,
    hour: 18,
    subject: '系统使用问题反馈：手机上附件预览不清晰',
    body: ['管理员您好：在手机上预览提案附件时字太小，能否支持放大？截图见附件。', '刘建国'],
    files: [{ name: '手机截图.jpg', picture: 'phone-attachment-preview' }],
    then: { admin: { starred: true } },
  },
  {
    from: 'staff',
    to: ['user'],
    daysAgo: 0,
    hour: 9,
    subject: '欢迎使用提案管理系统',
    body: [
      '陈明您好：',
      '委员身份需由提案委核实后开通。请把您的委员证号和所在界别回复给我们，我们会在两个工作日内处理。',
      '提案委 王晓芳',
    ],
    files: [
      {
        name: '系统使用手册.pdf',
        pdf: ['User guide', 'Proposal management system', 'Sign in, submit, follow up'],
      },
    ],
    then: { user: { read: true, important: true, starred: true, labels: ['personal'] } },
  },
  {
    from: 'admin',
    to: ['user'],
    daysAgo: 0,
    hour: 10,
    subject: '账号安全提醒 / Account security reminder',
    body: [
      '您的账号仍在使用初始密码，请尽快在个人设置中修改。',
      'Your account still uses its first password; please change it in your settings soon.',
    ],
  },
  {
    from: 'undertaker',
    to: ['member'],
    daysAgo: 0,
    hour: 11,
    subject: '关于您的养老服务提案的答复（征求意见稿）',
    body: [
      '刘委员您好：',
      '我们起草了答复的征求意见稿（见附件），主要采纳了增设社区助餐点、建立护理员补贴的建议。',
      '请您提出修改意见，我们将据此定稿。',
      '发改委 张伟',
    ],
    files: [
      {
        name: '答复函征求意见稿.pdf',
        pdf: [
          'Reply letter (draft for comments)',
          'More community meal points',
          'Allowance for care workers',
        ],
      },
    ],
    then: { member: { important: true, labels: ['handling'] } },
  },
  {
    from: 'leader',
    to: ['member'],
    daysAgo: 0,
    hour: 14,
    subject: '关于提高提案质量的几点建议',
    body: [
      '建国委员：',
      '你的养老服务提案调研扎实，值得肯定。建议今后在提出建议时附上可测算的目标，便于承办单位落实和评价。',
      '陈建华',
    ],
  },
  {
    from: 'member',
    to: ['user'],
    daysAgo: 0,
    hour: 15,
    subject: '【群发】界别活动报名接龙',
    body: ['请在下方接龙报名：1. 刘建国'],
    then: { user: { folder: 'spam' } },
  },
];

/** One unsent draft per account. */
export const SEED_DRAFTS: { owner: DemoAccountKey; to: DemoAccountKey[]; subject: string; body: string[] }[] =
  [
    {
      owner: 'admin',
      to: ['staff'],
      subject: '账号清理计划',
      body: ['计划下月停用半年未登录的账号，名单稍后补充。'],
    },
    {
      owner: 'staff',
      to: ['undertaker'],
      subject: '催办：答复期限临近',
      body: ['张主任：您单位承办的提案距答复期限还有'],
    },
    {
      owner: 'member',
      to: ['undertaker'],
      subject: 'Re: 关于您的养老服务提案的答复（征求意见稿）',
      body: ['张主任：答复稿我已看过，'],
    },
    { owner: 'undertaker', to: ['staff'], subject: '本季度办理进展汇总', body: ['截至本月底，我委承办提案'] },
    {
      owner: 'leader',
      to: [],
      subject: '督办讲话提纲',
      body: ['一、提高认识；二、压实责任；三、注重实效。'],
    },
    {
      owner: 'user',
      to: ['staff'],
      subject: 'Re: 欢迎使用提案管理系统',
      body: ['王老师您好，我的委员证号是'],
    },
  ];
