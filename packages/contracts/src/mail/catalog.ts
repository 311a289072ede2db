import type { Language } from '../messages';

/**
 * The mail app's folders, filters and labels (seed 001: "fields not shown"): fixed for everyone, worded in
 * both languages, so the server answers them in the caller's language and the web names them the same way.
 */
type Words = Record<Language, string>;

export const MAIL_FOLDERS = ['inbox', 'sent', 'drafts', 'spam', 'trash'] as const;
export type MailFolder = (typeof MAIL_FOLDERS)[number];
export const MAIL_FILTERS = ['starred', 'important'] as const;
export type MailFilter = (typeof MAIL_FILTERS)[number];

export const MAIL_FOLDER_TEXTS: Record<MailFolder, { title: Words; icon: string }> = {
  inbox: { title: { 'zh-CN': '收件箱', en: 'Inbox' }, icon: 'inbox' },
  sent: { title: { 'zh-CN': '已发送', en: 'Sent' }, icon: 'send' },
  drafts: { title: { 'zh-CN': '草稿箱', en: 'Drafts' }, icon: 'drafts' },
  spam: { title: { 'zh-CN': '垃圾邮件', en: 'Spam' }, icon: 'report' },
  trash: { title: { 'zh-CN': '已删除', en: 'Trash' }, icon: 'delete' },
};
export const MAIL_FILTER_TEXTS: Record<MailFilter, { title: Words; icon: string }> = {
  starred: { title: { 'zh-CN': '星标邮件', en: 'Starred' }, icon: 'star' },
  important: { title: { 'zh-CN': '重要邮件', en: 'Important' }, icon: 'label_important' },
};

/**
 * Labels anyone may put on their own mail; the id is also the handle in the address. Their colours carry
 * white text at WCAG AA (≥ 4.5:1).
 */
export const MAIL_LABELS = [
  { id: 'proposal', color: '#1976d2', title: { 'zh-CN': '提案', en: 'Proposals' } },
  { id: 'handling', color: '#b45309', title: { 'zh-CN': '办理', en: 'Handling' } },
  { id: 'meeting', color: '#d32f2f', title: { 'zh-CN': '会议', en: 'Meetings' } },
  { id: 'research', color: '#9c27b0', title: { 'zh-CN': '调研', en: 'Research' } },
  { id: 'personal', color: '#546e7a', title: { 'zh-CN': '个人', en: 'Personal' } },
] as const satisfies readonly { id: string; color: string; title: Words }[];
export const MAIL_LABEL_IDS = MAIL_LABELS.map((label) => label.id) as [
  (typeof MAIL_LABELS)[number]['id'],
  ...(typeof MAIL_LABELS)[number]['id'][],
];
export type MailLabelId = (typeof MAIL_LABELS)[number]['id'];

/**
 * The folder a mail belongs to by how it came to be: a received mail's is the inbox, a sent copy's `sent`,
 * a draft's `drafts`. A mail may go to the trash from anywhere and back home from there; only received mail
 * may be marked as spam (and back to the inbox).
 */
export type MailHome = 'inbox' | 'sent' | 'drafts';
export function mayMoveTo(home: MailHome, target: MailFolder): boolean {
  if (target === 'trash' || target === home) return true;
  return home === 'inbox' && target === 'spam';
}

/** Views of a filter or a label leave out what the user threw away or marked as spam. */
export const MAIL_HIDDEN_FROM_VIEWS: readonly MailFolder[] = ['spam', 'trash'];

/** Subject shown for a mail without one, and the reply/forward prefixes (one wording, both sides). */
export const MAIL_NO_SUBJECT: Words = { 'zh-CN': '（无主题）', en: '(no subject)' };

/** `Re: subject`, not `Re: Re: subject`. */
export function replySubject(subject: string): string {
  return /^re:/i.test(subject.trim()) ? subject.trim() : `Re: ${subject.trim()}`;
}
/** `Fwd: subject`, not `Fwd: Fwd: subject`. */
export function forwardSubject(subject: string): string {
  return /^fwd?:/i.test(subject.trim()) ? subject.trim() : `Fwd: ${subject.trim()}`;
}
