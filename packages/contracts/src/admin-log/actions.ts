import type { Language } from '../messages';

/**
 * The audit log's actions, targets and sign-in methods with their labels: schema-free, so the navigation and
 * the message catalogue take them without the entry schemas of ./admin-log (which build zod at load).
 *
 * The audit log of administrative and security acts (issue 30 §2). Different from the proposal event log
 * (`audit.ts`, GET /api/admin/events): a staff decision on a proposal stays there and is linked from here
 * (the admin page shows both logs as tabs), never copied. Entries are written by `recordAudit` on the
 * server; no route edits or deletes one — only the retention job removes entries older than the setting.
 */
export const ADMIN_LOG_ACTIONS = [
  'user.created',
  'user.updated',
  'user.rolesChanged',
  'user.unitChanged',
  'user.disabled',
  'user.enabled',
  'user.imported',
  'unit.created',
  'unit.updated',
  'unit.imported',
  'session.created',
  'session.updated',
  'session.madeCurrent',
  'session.imported',
  'settings.workflowChanged',
  'settings.auditRetentionChanged',
  'auth.signedIn',
  'auth.signInFailed',
  'auth.lockedOut',
  'auth.passwordChanged',
  'auth.passwordReset',
  'auth.passwordSetByAdmin',
  'auth.signedOut',
  'auth.sessionsRevoked',
  'download.export',
  'download.compilation',
] as const;
export type AdminLogAction = (typeof ADMIN_LOG_ACTIONS)[number];

/** What an entry is about: a target's kind. `proposal` entries link to the proposal (and its event log). */
export const ADMIN_LOG_TARGET_KINDS = [
  'user',
  'unit',
  'session',
  'settings',
  'export',
  'proposal',
  'import',
] as const;
export type AdminLogTargetKind = (typeof ADMIN_LOG_TARGET_KINDS)[number];

/** How someone signed in (recorded with `auth.signedIn` / `auth.signInFailed`). */
export const SIGN_IN_METHODS = ['password', 'phoneCode', 'appToken', 'oidc', 'firebase'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

export const ADMIN_LOG_ACTION_LABELS: Record<AdminLogAction, Record<Language, string>> = {
  'user.created': { 'zh-CN': '创建用户', en: 'User created' },
  'user.updated': { 'zh-CN': '修改用户资料', en: 'User details changed' },
  'user.rolesChanged': { 'zh-CN': '角色变更', en: 'Roles changed' },
  'user.unitChanged': { 'zh-CN': '所属单位变更', en: 'Unit changed' },
  'user.disabled': { 'zh-CN': '停用账号', en: 'Account disabled' },
  'user.enabled': { 'zh-CN': '启用账号', en: 'Account enabled' },
  'user.imported': { 'zh-CN': '导入用户', en: 'Users imported' },
  'unit.created': { 'zh-CN': '创建单位', en: 'Unit created' },
  'unit.updated': { 'zh-CN': '修改单位', en: 'Unit changed' },
  'unit.imported': { 'zh-CN': '导入单位', en: 'Units imported' },
  'session.created': { 'zh-CN': '创建届次', en: 'Session created' },
  'session.updated': { 'zh-CN': '修改届次', en: 'Session changed' },
  'session.madeCurrent': { 'zh-CN': '设为当前届次', en: 'Session made current' },
  'session.imported': { 'zh-CN': '导入届次', en: 'Sessions imported' },
  'settings.workflowChanged': { 'zh-CN': '修改流程设置', en: 'Workflow settings changed' },
  'settings.auditRetentionChanged': { 'zh-CN': '修改日志保留期限', en: 'Log retention changed' },
  'auth.signedIn': { 'zh-CN': '登录', en: 'Signed in' },
  'auth.signInFailed': { 'zh-CN': '登录失败', en: 'Sign-in failed' },
  'auth.lockedOut': { 'zh-CN': '账号锁定', en: 'Account locked' },
  'auth.passwordChanged': { 'zh-CN': '修改密码', en: 'Password changed' },
  'auth.passwordReset': { 'zh-CN': '通过链接重置密码', en: 'Password reset by link' },
  'auth.passwordSetByAdmin': { 'zh-CN': '管理员重置密码', en: 'Password set by an administrator' },
  'auth.signedOut': { 'zh-CN': '退出登录', en: 'Signed out' },
  'auth.sessionsRevoked': { 'zh-CN': '令牌作废', en: 'Sessions revoked' },
  'download.export': { 'zh-CN': '导出数据', en: 'Data exported' },
  'download.compilation': { 'zh-CN': '下载汇编', en: 'Compilation downloaded' },
};

export const ADMIN_LOG_TARGET_LABELS: Record<AdminLogTargetKind, Record<Language, string>> = {
  user: { 'zh-CN': '用户', en: 'User' },
  unit: { 'zh-CN': '单位', en: 'Unit' },
  session: { 'zh-CN': '届次', en: 'Session' },
  settings: { 'zh-CN': '设置', en: 'Settings' },
  export: { 'zh-CN': '导出', en: 'Export' },
  proposal: { 'zh-CN': '提案', en: 'Proposal' },
  import: { 'zh-CN': '导入', en: 'Import' },
};

export const SIGN_IN_METHOD_LABELS: Record<SignInMethod, Record<Language, string>> = {
  password: { 'zh-CN': '密码', en: 'Password' },
  phoneCode: { 'zh-CN': '短信验证码', en: 'SMS code' },
  appToken: { 'zh-CN': '宿主应用令牌', en: 'Host app token' },
  oidc: { 'zh-CN': '统一身份认证（OpenID Connect）', en: 'OpenID Connect provider' },
  firebase: { 'zh-CN': 'Firebase 身份认证', en: 'Firebase Authentication' },
};
