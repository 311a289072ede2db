import type { Language } from '../messages';
import type { ReplyState } from '../tasks/tasks';

/** Names of a reply's states as users read them (staff review panel and the unit's task page alike). */
export const REPLY_STATE_LABELS: Record<ReplyState, Record<Language, string>> = {
  draft: { 'zh-CN': '草稿', en: 'Draft' },
  countersigning: { 'zh-CN': '会签中', en: 'With co-units' },
  unit_review: { 'zh-CN': '待签发', en: 'Awaiting sign-off' },
  submitted: { 'zh-CN': '待审核', en: 'Awaiting review' },
  approved: { 'zh-CN': '已通过', en: 'Approved' },
  rejected: { 'zh-CN': '已退回', en: 'Sent back' },
};
