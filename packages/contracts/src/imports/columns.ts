import { UNIT_TYPES } from '../unitTypes';
import type { Language } from '../messages';
import type { ImportKind } from './imports';

/** The columns of each kind's sheet (issue 30 §1): header, key, whether required, the template's example. */
export interface ImportColumn {
  key: string;
  /** The header in the file (Chinese, as the template has it). */
  header: string;
  required: boolean;
  /** The instructions sheet's line for the column. */
  hint: Record<Language, string>;
  /** An example value for the template's first row. */
  example: string;
}

const USER_COLUMNS: readonly ImportColumn[] = [
  {
    key: 'name',
    header: '姓名',
    required: true,
    example: '张三',
    hint: { 'zh-CN': '真实姓名，2–40 个字', en: 'Real name, 2–40 characters' },
  },
  {
    key: 'phone',
    header: '手机号',
    required: true,
    example: '13900000001',
    hint: {
      'zh-CN': '11 位手机号；用于匹配已有账号和短信邀请',
      en: '11-digit mobile number; matches existing accounts and receives the SMS invitation',
    },
  },
  {
    key: 'email',
    header: '电子邮箱',
    required: false,
    example: 'zhangsan@example.com',
    hint: { 'zh-CN': '可不填', en: 'Optional' },
  },
  {
    key: 'roles',
    header: '角色',
    required: true,
    example: '政协委员',
    hint: {
      'zh-CN': '政协委员、承办单位、答复签发人、工作人员、督办领导，多个用顿号分隔',
      en: 'CPPCC member, responsible unit, reply approver, staff, supervising leader (Chinese names), several separated by 、',
    },
  },
  {
    key: 'unit',
    header: '所属单位',
    required: false,
    example: '',
    hint: {
      'zh-CN': '承办单位和签发人必填，须与系统中单位名称一致',
      en: 'Required for unit clerks and approvers; the exact name of a unit in the system',
    },
  },
  {
    key: 'sector',
    header: '界别',
    required: false,
    example: '教育界',
    hint: { 'zh-CN': '政协委员必填', en: 'Required for members' },
  },
  {
    key: 'party',
    header: '党派',
    required: false,
    example: '民盟',
    hint: { 'zh-CN': '可不填', en: 'Optional' },
  },
  {
    key: 'committee',
    header: '专委会',
    required: false,
    example: '教科卫体委员会',
    hint: { 'zh-CN': '所属专门委员会，可不填', en: 'Special committee; optional' },
  },
];

const UNIT_COLUMNS: readonly ImportColumn[] = [
  {
    key: 'name',
    header: '单位名称',
    required: true,
    example: '市示例局',
    hint: { 'zh-CN': '全称；用于匹配已有单位', en: 'Full name; matches existing units' },
  },
  {
    key: 'type',
    header: '单位类型',
    required: true,
    example: '政府',
    hint: { 'zh-CN': UNIT_TYPES.join('、'), en: `One of ${UNIT_TYPES.join(', ')}` },
  },
  {
    key: 'shortNames',
    header: '简称',
    required: false,
    example: '示例局',
    hint: { 'zh-CN': '多个用顿号分隔，可不填', en: 'Several separated by 、; optional' },
  },
  {
    key: 'contactName',
    header: '联系人',
    required: false,
    example: '李四',
    hint: { 'zh-CN': '可不填', en: 'Optional' },
  },
  {
    key: 'contactPhone',
    header: '联系电话',
    required: false,
    example: '0571-88000000',
    hint: { 'zh-CN': '可不填', en: 'Optional' },
  },
];

const SESSION_COLUMNS: readonly ImportColumn[] = [
  {
    key: 'term',
    header: '届',
    required: true,
    example: '15',
    hint: {
      'zh-CN': '第几届（整数）；与“次”一起匹配已有届次',
      en: 'Term number; with the meeting it matches existing sessions',
    },
  },
  {
    key: 'meeting',
    header: '次',
    required: true,
    example: '3',
    hint: { 'zh-CN': '第几次会议（整数）', en: 'Meeting number' },
  },
  {
    key: 'year',
    header: '年份',
    required: true,
    example: '2027',
    hint: { 'zh-CN': '四位年份', en: 'Four-digit year' },
  },
  {
    key: 'name',
    header: '名称',
    required: false,
    example: '',
    hint: { 'zh-CN': '不填则为“十五届三次会议”这样的名称', en: 'Empty: a name such as 十五届三次会议' },
  },
  {
    key: 'submissionOpensAt',
    header: '提案征集开始',
    required: false,
    example: '2026-12-01',
    hint: { 'zh-CN': '日期，年-月-日', en: 'Date, year-month-day' },
  },
  {
    key: 'submissionClosesAt',
    header: '提案征集截止',
    required: false,
    example: '2027-01-20',
    hint: { 'zh-CN': '日期，年-月-日', en: 'Date, year-month-day' },
  },
  {
    key: 'plenaryStartsAt',
    header: '全会开始',
    required: false,
    example: '2027-01-10',
    hint: { 'zh-CN': '日期，年-月-日', en: 'Date, year-month-day' },
  },
  {
    key: 'plenaryEndsAt',
    header: '全会结束',
    required: false,
    example: '2027-01-14',
    hint: { 'zh-CN': '日期，年-月-日', en: 'Date, year-month-day' },
  },
];

export const IMPORT_COLUMNS: Record<ImportKind, readonly ImportColumn[]> = {
  users: USER_COLUMNS,
  units: UNIT_COLUMNS,
  sessions: SESSION_COLUMNS,
};

export const IMPORT_KIND_LABELS: Record<ImportKind, Record<Language, string>> = {
  users: { 'zh-CN': '用户', en: 'Users' },
  units: { 'zh-CN': '单位', en: 'Units' },
  sessions: { 'zh-CN': '届次', en: 'Sessions' },
};
