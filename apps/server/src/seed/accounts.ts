import { DEMO_ACCOUNTS, DEMO_PASSWORD, type MemberProfile, type Role, type UnitType } from '@cppcc/contracts';
import type { DemoAccount, Seeder } from './types';

/** Units that answer proposals (承办单位), with their usual short names (简称) and a contact each. */
const UNITS: {
  name: string;
  shortNames: string[];
  type: UnitType;
  contactName: string;
  contactPhone: string;
}[] = [
  {
    name: '市发展和改革委员会',
    shortNames: ['发改委', '市发改委'],
    type: '政府',
    contactName: '张伟',
    contactPhone: '0571-87050101',
  },
  {
    name: '市教育局',
    shortNames: ['教育局'],
    type: '政府',
    contactName: '李静',
    contactPhone: '0571-87050202',
  },
  {
    name: '市交通运输局',
    shortNames: ['交通局', '交通运输局'],
    type: '政府',
    contactName: '王强',
    contactPhone: '0571-87050303',
  },
  {
    name: '市生态环境局',
    shortNames: ['环境局', '生态环境局'],
    type: '政府',
    contactName: '刘洋',
    contactPhone: '0571-87050404',
  },
  {
    name: '市卫生健康委员会',
    shortNames: ['卫健委', '市卫健委'],
    type: '政府',
    contactName: '陈芳',
    contactPhone: '0571-87050505',
  },
  {
    name: '市住房和城乡建设局',
    shortNames: ['住建局', '市住建局'],
    type: '政府',
    contactName: '杨磊',
    contactPhone: '0571-87050606',
  },
  {
    name: '市人力资源和社会保障局',
    shortNames: ['人社局', '市人社局'],
    type: '政府',
    contactName: '黄敏',
    contactPhone: '0571-87050707',
  },
  {
    name: '市总工会',
    shortNames: ['总工会'],
    type: '党群',
    contactName: '赵军',
    contactPhone: '0571-87050808',
  },
  {
    name: '市人大常委会办公厅',
    shortNames: ['人大办', '人大常委会办公厅'],
    type: '人大',
    contactName: '周丽',
    contactPhone: '0571-87050909',
  },
  {
    name: '市中级人民法院',
    shortNames: ['中院', '市中院'],
    type: '法院',
    contactName: '吴刚',
    contactPhone: '0571-87051010',
  },
  {
    name: '市人民检察院',
    shortNames: ['检察院', '市检察院'],
    type: '检察院',
    contactName: '徐燕',
    contactPhone: '0571-87051111',
  },
  {
    name: '市供电公司',
    shortNames: ['供电公司'],
    type: '其它',
    contactName: '孙涛',
    contactPhone: '0571-87051212',
  },
  // Issue 34: rural and tourism proposals (乡村民宿, 数字乡村) need the units whose field they are.
  {
    name: '市文化广电和旅游局',
    shortNames: ['文旅局', '市文广旅局'],
    type: '政府',
    contactName: '郭婷',
    contactPhone: '0571-87051313',
  },
  {
    name: '市农业农村局',
    shortNames: ['农业农村局', '市农业农村局'],
    type: '政府',
    contactName: '何斌',
    contactPhone: '0571-87051414',
  },
];

/** One undertaker account per unit besides the demo one (市发展和改革委员会 has 发改委 张伟 from DEMO_ACCOUNTS). */
const UNDERTAKERS: { unit: string; displayName: string; email: string }[] = [
  { unit: '市教育局', displayName: '教育局 李静', email: 'jyj@cppcc.demo' },
  { unit: '市交通运输局', displayName: '交通局 王强', email: 'jtj@cppcc.demo' },
  { unit: '市生态环境局', displayName: '生态环境局 刘洋', email: 'sthjj@cppcc.demo' },
  { unit: '市卫生健康委员会', displayName: '卫健委 陈芳', email: 'wjw@cppcc.demo' },
  { unit: '市住房和城乡建设局', displayName: '住建局 杨磊', email: 'zjj@cppcc.demo' },
  { unit: '市人力资源和社会保障局', displayName: '人社局 黄敏', email: 'rsj@cppcc.demo' },
  { unit: '市总工会', displayName: '总工会 赵军', email: 'zgh@cppcc.demo' },
  { unit: '市人大常委会办公厅', displayName: '人大办 周丽', email: 'rdb@cppcc.demo' },
  { unit: '市中级人民法院', displayName: '中院 吴刚', email: 'zy@cppcc.demo' },
  { unit: '市人民检察院', displayName: '检察院 徐燕', email: 'jcy@cppcc.demo' },
  { unit: '市供电公司', displayName: '供电公司 孙涛', email: 'gd@cppcc.demo' },
  { unit: '市文化广电和旅游局', displayName: '文旅局 郭婷', email: 'wlj@cppcc.demo' },
  { unit: '市农业农村局', displayName: '农业农村局 何斌', email: 'nyncj@cppcc.demo' },
];

/** Members (委员) with their sector (界别), party and special committee. */
const MEMBERS: (MemberProfile & { displayName: string })[] = [
  { displayName: '王志强', sector: '中共', party: '中共党员', committee: '经济委员会' },
  { displayName: '李秀英', sector: '民革', party: '民革党员', committee: '社会和法制委员会' },
  { displayName: '张丽华', sector: '民盟', party: '民盟盟员', committee: '教科卫体委员会' },
  { displayName: '赵建平', sector: '民建', party: '民建会员', committee: '经济委员会' },
  { displayName: '孙晓梅', sector: '民进', party: '民进会员', committee: '文化文史和学习委员会' },
  { displayName: '周文斌', sector: '农工党', party: '农工党党员', committee: '人口资源环境委员会' },
  { displayName: '吴海燕', sector: '致公党', party: '致公党党员', committee: '港澳台侨和外事委员会' },
  { displayName: '郑国栋', sector: '九三学社', party: '九三学社社员', committee: '提案委员会' },
  { displayName: '冯雅琴', sector: '无党派人士', party: '无党派', committee: '文化文史和学习委员会' },
  { displayName: '陈德胜', sector: '工商联', party: '中共党员', committee: '经济委员会' },
  { displayName: '褚红梅', sector: '教育界', party: '中共党员', committee: '教科卫体委员会' },
  { displayName: '卫东升', sector: '医药卫生界', party: '农工党党员', committee: '教科卫体委员会' },
];

const DEMO_MEMBER_PROFILE: MemberProfile = { sector: '经济界', party: '中共党员', committee: '提案委员会' };

const QUICK_PANEL: Record<Role, { notes: [string, string][]; events: [string, string][] }> = {
  admin: {
    notes: [
      ['账号清理', '年底前停用已离任委员和承办单位联系人的账号'],
      ['承办单位名录', '核对 12 家承办单位联系人及电话'],
    ],
    events: [
      ['系统例行维护', '每周日 22:00—23:00 备份数据库'],
      ['市政协十届五次会议', '3 月 2 日 上午 9:00 市会议中心'],
    ],
  },
  staff: {
    notes: [
      ['提案审查', '本周需完成 18 件新提案的立案审查'],
      ['重点提案遴选', '会同各专委会提出年度重点提案建议名单'],
    ],
    events: [
      ['提案交办会', '3 月 20 日 下午 2:30 市政府第一会议室'],
      ['重点提案督办协商会', '6 月 15 日 上午 9:00'],
    ],
  },
  user: {
    notes: [['使用说明', '如需提交提案，请联系管理员开通委员权限']],
    events: [['系统开放日', '每月第一个周五 线上答疑']],
  },
  members: {
    notes: [
      ['提案撰写要点', '一事一案，问题清楚、分析透彻、建议具体可行'],
      ['调研素材', '整理老旧小区加装电梯调研笔记'],
    ],
    events: [
      ['界别协商座谈会', '3 月 8 日 下午 3:00 市政协 302 会议室'],
      ['提案办理面商', '5 月 12 日 与市住房和城乡建设局面商'],
    ],
  },
  undertaker: {
    notes: [
      ['办理时限', '一般提案自交办之日起 3 个月内答复'],
      ['答复要求', '答复函需主要负责人签发并加盖公章'],
    ],
    events: [
      ['提案办理工作培训', '4 月 10 日 上午 9:30 市政府第二会议室'],
      ['办理情况中期检查', '7 月 1 日'],
    ],
  },
  leader: {
    notes: [['督办重点', '跟进分管的重点提案办理进度，督办活动后及时记录纪要']],
    events: [['重点提案督办协商会', '6 月 15 日 上午 9:00 市政协 201 会议室']],
  },
  approver: {
    notes: [['答复签发', '承办处室送签的答复逐件审阅，退回须写明修改意见']],
    events: [['办理情况中期检查', '7 月 1 日']],
  },
};

/** The banner's list: exactly the shared DEMO_ACCOUNTS (contracts/demo.ts), all with DEMO_PASSWORD. */
export const accountDemoAccounts: readonly DemoAccount[] = DEMO_ACCOUNTS.map((account) => ({
  role: account.role,
  login: account.email,
  password: DEMO_PASSWORD,
  note: `手机 ${account.phone} · ${account.displayName}`,
}));

/**
 * Units, the demo accounts of DEMO_ACCOUNTS, an undertaker per unit, a dozen members and each demo
 * account's quick panel — all through the services (hashed passwords, uniqueness, lower-cased e-mails).
 */
export const accountsSeeder: Seeder = {
  name: '0001_accounts',
  demoAccounts: accountDemoAccounts,
  async run({ services }) {
    const unitIds = new Map<string, string>();
    for (const unit of UNITS) unitIds.set(unit.name, (await services.units.create(unit)).id);
    const unitId = (name: string) => {
      const id = unitIds.get(name);
      if (!id) throw new Error(`Seed: unknown unit ${name}`);
      return id;
    };

    for (const account of DEMO_ACCOUNTS) {
      const user = await services.users.create({
        displayName: account.displayName,
        phone: account.phone,
        email: account.email,
        password: DEMO_PASSWORD,
        roles: [account.role],
        unitId: 'unit' in account ? unitId(account.unit) : null,
        memberProfile: account.role === 'members' ? DEMO_MEMBER_PROFILE : null,
      });
      const panel = QUICK_PANEL[account.role];
      for (const [title, detail] of panel.notes)
        await services.quickPanel.add(user.id, 'note', title, detail);
      for (const [title, detail] of panel.events)
        await services.quickPanel.add(user.id, 'event', title, detail);
    }

    for (const [index, undertaker] of UNDERTAKERS.entries()) {
      await services.users.create({
        displayName: undertaker.displayName,
        phone: `137000000${String(index + 2).padStart(2, '0')}`,
        email: undertaker.email,
        password: DEMO_PASSWORD,
        roles: ['undertaker'],
        unitId: unitId(undertaker.unit),
      });
    }

    for (const [index, member] of MEMBERS.entries()) {
      const { displayName, ...profile } = member;
      await services.users.create({
        displayName,
        phone: `139000000${String(index + 2).padStart(2, '0')}`,
        email: null,
        password: DEMO_PASSWORD,
        roles: ['members'],
        memberProfile: profile,
      });
    }
  },
};
