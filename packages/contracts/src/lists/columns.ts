import type { Language } from '../messages';

/**
 * Issue 30 §3: the lists a user can export and (helper B's column chooser) choose columns of. Each list has
 * an id and its columns — an id, a label in both languages, and whether it is shown by default. The web
 * page's `Column<T>.id` values equal these ids; an export route takes `columns=id1,id2,…` (ordered) and
 * writes those columns in that order, the defaults when the parameter is absent. Schema-free: the web's
 * tables and export buttons take these without the export query schemas of ./lists.
 */
export const LIST_IDS = [
  'proposals.staff',
  'proposals.member',
  /** 提案目录: a session's registered proposals in the catalogue layout offices hand out (staff). */
  'proposals.catalogue',
  'tasks.unit',
  'tasks.handling',
  'units',
  'users',
  'mail',
  'contacts',
  'orders',
  'admin-log',
] as const;
export type ListId = (typeof LIST_IDS)[number];

export interface ListColumn {
  id: string;
  label: Record<Language, string>;
  /** Shown (and exported) when the user has not chosen columns. */
  shown: boolean;
}

const col = (id: string, zh: string, en: string, shown = true): ListColumn => ({
  id,
  label: { 'zh-CN': zh, en },
  shown,
});

const number = col('number', '提案号', 'No.');
const title = col('title', '案由', 'Title');
const category = col('category', '类别', 'Category');
const kind = col('kind', '提案类型', 'Kind');
const state = col('state', '状态', 'State');
const submittedAt = col('submittedAt', '提交时间', 'Submitted');
const updatedAt = col('updatedAt', '更新时间', 'Updated');
const session = col('session', '届次', 'Session', false);
const signerCount = col('signerCount', '联名人数', 'Signers', false);
const flags = col('flags', '标记', 'Marks', false);
const dueDate = col('dueDate', '办理期限', 'Due date');
const taskRole = col('role', '承办方式', 'Role');

export const LIST_COLUMNS: Record<ListId, readonly ListColumn[]> = {
  'proposals.staff': [
    number,
    title,
    col('proposer', '提案人', 'Proposer'),
    category,
    kind,
    state,
    submittedAt,
    updatedAt,
    session,
    signerCount,
    flags,
    col('registeredAt', '立案时间', 'Registered', false),
  ],
  'proposals.member': [
    number,
    title,
    state,
    kind,
    category,
    col('proposer', '领衔人', 'First proposer'),
    updatedAt,
    session,
    submittedAt,
    signerCount,
  ],
  'proposals.catalogue': [
    col('number', '案号', 'No.'),
    col('title', '案由', 'Title'),
    col('proposers', '提案人', 'Proposers'),
    col('leadUnits', '主办单位', 'Lead units'),
    col('coUnits', '协办单位', 'Co-units'),
    col('category', '类别', 'Category'),
  ],
  'tasks.unit': [
    number,
    title,
    col('proposer', '提案人', 'Proposer'),
    taskRole,
    col('state', '状态', 'State'),
    dueDate,
    col('session', '届次', 'Session', false),
    col('updatedAt', '更新时间', 'Updated', false),
  ],
  'tasks.handling': [
    number,
    title,
    col('unit', '承办单位', 'Unit'),
    taskRole,
    col('state', '状态', 'State'),
    dueDate,
    updatedAt,
    col('proposer', '提案人', 'Proposer', false),
  ],
  units: [
    col('name', '单位名称', 'Unit name'),
    col('shortNames', '简称', 'Short names'),
    col('type', '单位类型', 'Unit type'),
    col('contactName', '联系人', 'Contact'),
    col('contactPhone', '联系电话', 'Contact phone'),
  ],
  users: [
    col('displayName', '姓名', 'Name'),
    col('phone', '手机号', 'Phone'),
    col('email', '电子邮箱', 'Email'),
    col('roles', '角色', 'Roles'),
    col('unit', '所属单位', 'Unit'),
    col('status', '状态', 'Status'),
    col('sector', '界别', 'Sector', false),
    col('createdAt', '创建时间', 'Created', false),
  ],
  mail: [
    col('from', '发件人', 'From'),
    col('to', '收件人', 'To'),
    col('subject', '主题', 'Subject'),
    col('date', '时间', 'Date'),
    col('excerpt', '摘要', 'Excerpt'),
    col('attachments', '附件数', 'Attachments'),
  ],
  contacts: [
    col('name', '姓名', 'Name'),
    col('email', '邮箱', 'E-mail'),
    col('phone', '电话', 'Phone'),
    col('company', '单位', 'Company'),
    col('jobTitle', '职务', 'Job title'),
    col('section', '分组', 'Section'),
  ],
  orders: [
    col('reference', '订单号', 'Reference'),
    col('customer', '客户', 'Customer'),
    col('total', '金额', 'Total'),
    col('payment', '支付方式', 'Payment'),
    col('status', '状态', 'Status'),
    col('date', '日期', 'Date'),
  ],
  'admin-log': [
    col('createdAt', '时间', 'Time'),
    col('action', '操作', 'Action'),
    col('actor', '操作人', 'By'),
    col('ip', '来源地址', 'Address'),
    col('targetKind', '对象类型', 'Target kind'),
    col('target', '对象', 'Target'),
    col('before', '变更前', 'Before'),
    col('after', '变更后', 'After'),
  ],
};

/** The list's name in an exported file's name and sheet. */
export const LIST_NAMES: Record<ListId, Record<Language, string>> = {
  'proposals.staff': { 'zh-CN': '全部提案', en: 'Proposals' },
  'proposals.member': { 'zh-CN': '我的提案', en: 'My proposals' },
  'proposals.catalogue': { 'zh-CN': '提案目录', en: 'Proposal catalogue' },
  'tasks.unit': { 'zh-CN': '承办任务', en: 'Tasks' },
  'tasks.handling': { 'zh-CN': '办理情况', en: 'Handling' },
  units: { 'zh-CN': '承办单位', en: 'Units' },
  users: { 'zh-CN': '用户', en: 'Users' },
  mail: { 'zh-CN': '邮件', en: 'Mail' },
  contacts: { 'zh-CN': '联系人', en: 'Contacts' },
  orders: { 'zh-CN': '订单', en: 'Orders' },
  'admin-log': { 'zh-CN': '操作日志', en: 'Audit log' },
};

export function listColumnIds(list: ListId): string[] {
  return LIST_COLUMNS[list].map((column) => column.id);
}

export function defaultListColumns(list: ListId): string[] {
  return LIST_COLUMNS[list].filter((column) => column.shown).map((column) => column.id);
}

export function listColumnLabel(list: ListId, id: string, language: Language): string {
  return LIST_COLUMNS[list].find((column) => column.id === id)?.label[language] ?? id;
}

export type ResolvedColumns = { ok: true; columns: string[] } | { ok: false; unknown: string };

/**
 * `columns=a,b,…` → the ordered ids (duplicates once, blanks ignored); absent or empty → the defaults;
 * an id the list does not have → `{ ok: false, unknown }` (the server answers 400 naming it).
 */
export function resolveListColumns(list: ListId, raw: string | undefined): ResolvedColumns {
  const ids = [
    ...new Set(
      (raw ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
  if (ids.length === 0) return { ok: true, columns: defaultListColumns(list) };
  const known = listColumnIds(list);
  const unknown = ids.find((id) => !known.includes(id));
  return unknown === undefined ? { ok: true, columns: ids } : { ok: false, unknown };
}

/** `<list name>-<YYYY-MM-DD>.xlsx`: the exported file's name. */
export function listExportFileName(list: ListId, language: Language, day: string): string {
  return `${LIST_NAMES[list][language]}-${day}.xlsx`;
}
