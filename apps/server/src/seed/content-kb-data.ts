import type { Bilingual, NewHelpArticle } from '../modules/content/help';
import { KB_HANDLING, KB_SUPPORT } from './content-kb-data-2';

/** [title zh, title en, body zh, body en]; a body's lines become paragraphs, `- ` lines a list. */
export type ArticleText = readonly [string, string, string, string];

export interface KnowledgeBaseCategoryData {
  key: string;
  title: Bilingual;
  articles: readonly ArticleText[];
}

function toHtml(body: string): string {
  const blocks: string[] = [];
  let list: string[] = [];
  const flush = () => {
    if (list.length > 0) blocks.push(`<ul>${list.map((line) => `<li>${line}</li>`).join('')}</ul>`);
    list = [];
  };
  for (const line of body.split('\n')) {
    if (line.startsWith('- ')) list.push(line.slice(2));
    else {
      flush();
      blocks.push(`<p>${line}</p>`);
    }
  }
  flush();
  return blocks.join('');
}

/** Which articles of each category are the search page's samples (two each: 8 in all). */
const SAMPLE_INDEXES = [0, 4];

/**
 * A category's articles for the help service, the first five featured; the nth category's samples are the
 * search page's articles 2n + 1 and 2n + 2.
 */
export function articlesOf(category: KnowledgeBaseCategoryData, categoryIndex: number): NewHelpArticle[] {
  return category.articles.map(([titleZh, titleEn, bodyZh, bodyEn], index) => {
    const sample = SAMPLE_INDEXES.indexOf(index);
    return {
      title: { zh: titleZh, en: titleEn },
      content: { zh: toHtml(bodyZh), en: toHtml(bodyEn) },
      featured: index < 5,
      ...(sample >= 0 && { searchSample: categoryIndex * SAMPLE_INDEXES.length + sample + 1 }),
    };
  });
}

const KB_ACCOUNT: KnowledgeBaseCategoryData = {
  key: 'account',
  title: { zh: '我的账号', en: 'Your account' },
  articles: [
    [
      '首次登录与设置密码',
      'Signing in for the first time',
      '委员和承办单位的账号由提案委员会统一开通，初始密码通过短信发送。\n首次登录后请立即修改密码：\n- 至少 8 位，包含字母和数字\n- 不要与其他网站使用相同的密码',
      'Accounts of members and handling units are opened by the committee; the first password arrives by SMS.\nChange it right after your first sign-in:\n- at least 8 characters, letters and digits\n- not a password you use elsewhere',
    ],
    [
      '用短信验证码登录',
      'Signing in with an SMS code',
      '在登录页选择“验证码登录”，输入绑定的手机号并获取验证码。\n验证码 5 分钟内有效，多次获取需要稍候再试。',
      'On the sign-in page choose “Sign in with a code”, enter your phone number and request a code.\nA code is valid for 5 minutes; asking again too often makes you wait a little.',
    ],
    [
      '找回忘记的密码',
      'Resetting a forgotten password',
      '点击“忘记密码”，通过手机验证码或邮件中的链接设置新密码。\n重设后，其他设备上的登录会自动失效。',
      'Choose “Forgot password” and set a new one with a code by SMS or a link by e-mail.\nAfterwards your other devices are signed out.',
    ],
    [
      '修改个人资料',
      'Editing your profile',
      '在右上角头像菜单中打开“个人资料”，可以修改头像、联系电话和电子邮箱。\n界别、党派和专委会由工作人员维护，如有变动请联系提案委员会。',
      'Open “Profile” from the avatar menu to change your picture, phone and e-mail.\nSector, party and special committee are kept by the staff; contact the committee when they change.',
    ],
    [
      '管理登录设备',
      'Managing your signed-in devices',
      '“账号设置”中的“登录设备”列出所有登录会话，显示设备和最近活动时间。\n发现陌生设备时请立即退出该会话并修改密码。',
      '“Account settings” → “Devices” lists every session with its device and last activity.\nIf you see a device you do not know, end that session and change your password.',
    ],
    [
      '绑定或更换手机号',
      'Changing your phone number',
      '更换手机号需要先验证原手机号，再验证新手机号。',
      'To change your phone number, confirm the old one first, then the new one.',
    ],
    [
      '绑定电子邮箱',
      'Adding an e-mail address',
      '绑定邮箱后可以用邮箱登录，并接收提案进展的邮件提醒。',
      'With an e-mail address you can sign in with it and receive progress e-mails.',
    ],
    [
      '切换界面语言',
      'Switching the language',
      '点击顶部工具栏的语言按钮，可以在简体中文和英文之间切换。',
      'The language button in the top toolbar switches between Chinese and English.',
    ],
    [
      '切换深色主题',
      'Using the dark theme',
      '在设置面板中选择主题，系统会记住您的选择。',
      'Choose a theme in the settings panel; the system remembers it.',
    ],
    [
      '设置通知方式',
      'Choosing how you are notified',
      '可以选择接收站内通知、短信或邮件，重要的期限提醒始终会发送。',
      'Choose in-app, SMS or e-mail notifications; deadline reminders are always sent.',
    ],
    [
      '查看通知历史',
      'Reading past notifications',
      '通知中心保存所有通知，可以按已读、未读筛选。',
      'The notification centre keeps every notification, filterable by read and unread.',
    ],
    [
      '账号被锁定怎么办',
      'If your account is locked',
      '连续输错密码会暂时锁定账号，稍后再试或联系工作人员解锁。',
      'Too many wrong passwords lock the account for a while; wait or ask the staff to unlock it.',
    ],
    [
      '委员换届后的账号',
      'Accounts after a new term',
      '换届后账号保留，历届提案仍可查看，新一届的权限由工作人员调整。',
      'Accounts survive a new term; past proposals stay readable and the staff adjust the roles.',
    ],
    [
      '承办单位的多个账号',
      'Several accounts for one unit',
      '一个承办单位可以有多名联络员，每人使用自己的账号。',
      'A unit may have several liaison officers, each with an account of their own.',
    ],
    [
      '保护账号安全',
      'Keeping your account safe',
      '不要把密码告诉他人，在公共电脑上使用后请退出登录。',
      'Never share your password, and sign out after using a public computer.',
    ],
    [
      '在手机上使用系统',
      'Using the system on a phone',
      '系统适配手机屏幕，可以在手机浏览器或政务应用中直接使用。',
      'The system fits phone screens, in a mobile browser or the government app.',
    ],
    [
      '注销账号',
      'Closing an account',
      '账号注销由提案委员会办理，已提交的提案会作为档案保留。',
      'The committee closes accounts; submitted proposals are kept on record.',
    ],
  ],
};

const KB_WRITING: KnowledgeBaseCategoryData = {
  key: 'writing',
  title: { zh: '撰写与提交提案', en: 'Writing and submitting proposals' },
  articles: [
    [
      '如何写好一件提案',
      'How to write a good proposal',
      '好的提案一事一案，问题具体、分析有据、建议可行。\n建议按以下结构撰写：\n- 标题：说明问题和建议方向\n- 案由分析：现状、原因和影响，尽量引用数据\n- 具体建议：可操作、可落实，明确责任主体',
      'A good proposal treats one matter: a concrete problem, a grounded analysis and workable suggestions.\nA proven structure:\n- Title: the problem and the direction of the suggestion\n- Analysis: the situation, its causes and effects, with figures where possible\n- Suggestions: practical steps, with who should take them',
    ],
    [
      '保存和管理草稿',
      'Saving and managing drafts',
      '编辑时系统会提示保存，草稿在“我的提案”中按更新时间排列。\n草稿只有您和受邀的联名人可以看到。',
      'The editor reminds you to save; drafts are listed under “My proposals” by last change.\nOnly you and invited co-signers see a draft.',
    ],
    [
      '提交前的检查',
      'Checking before you submit',
      '提交前请确认：\n- 标题、案由和建议完整\n- 联名人已全部同意\n- 附件清晰可读',
      'Before submitting, make sure that:\n- title, analysis and suggestions are complete\n- every co-signer has agreed\n- the attachments are legible',
    ],
    [
      '添加附件',
      'Adding attachments',
      '可以上传调研报告、照片等附件，支持常见的文档和图片格式。\n单个文件的大小有上限，系统会检查文件内容是否与类型一致。',
      'Attach research reports, photos and similar files in the common document and picture formats.\nEach file has a size limit, and its content is checked against its type.',
    ],
    [
      '查找相似提案',
      'Finding similar proposals',
      '撰写时系统会根据标题查找本届和往届的相似提案，避免重复提交。\n如已有相同内容的提案，可以考虑联名支持。',
      'While you write, the system looks for similar proposals of this and earlier terms by title.\nIf one already exists, consider co-signing it instead.',
    ],
    [
      '个人提案与集体提案',
      'Individual and collective proposals',
      '集体提案以党派、界别或专委会名义提出，由其负责人提交。',
      'Collective proposals come from a party, sector or committee and are submitted by its representative.',
    ],
    [
      '提案的分类',
      'Proposal categories',
      '选择最接近的类别，便于工作人员审查和交办。',
      'Pick the closest category so the staff can review and assign it quickly.',
    ],
    [
      '大会提案与平时提案',
      'Plenary and ordinary proposals',
      '全体会议期间提交的为大会提案，其余时间提交的为平时提案。',
      'Proposals made during the plenary session are plenary proposals; the rest are ordinary ones.',
    ],
    [
      '审查与立案',
      'Review and registration',
      '工作人员审查后决定立案、转为意见或退回修改，并给出说明。',
      'The staff review each proposal and register it, turn it into an opinion or return it, with reasons.',
    ],
    [
      '被退回修改怎么办',
      'When a proposal is returned',
      '按退回说明修改后重新提交，修改记录会保留。',
      'Change it as the note explains and submit it again; the history is kept.',
    ],
    [
      '撤回提案',
      'Withdrawing a proposal',
      '立案前可以撤回提案，立案后撤回需联系工作人员。',
      'Withdraw a proposal yourself before registration; afterwards ask the staff.',
    ],
    [
      '打印提案',
      'Printing a proposal',
      '提案页面提供打印版式，可直接打印或另存为 PDF。',
      'The proposal page has a print layout: print it or save it as a PDF.',
    ],
  ],
};

/** The knowledge base (seed 001: 4 categories with 17, 12, 19 and 24 articles, 5 featured each). */
export const KNOWLEDGE_BASE: readonly KnowledgeBaseCategoryData[] = [
  KB_ACCOUNT,
  KB_WRITING,
  KB_HANDLING,
  KB_SUPPORT,
];
