import type { Language } from '../messages';
import type { ProposalDateKind } from './calendar';

/** How each proposal date is named, in the web layer and in the iCalendar feed alike. */
export const PROPOSAL_DATE_LABELS: Record<ProposalDateKind, Record<Language, string>> = {
  taskDue: { 'zh-CN': '办理期限', en: 'Handling due' },
  extensionDue: { 'zh-CN': '延期申请期限', en: 'Requested extension' },
  evaluationDue: { 'zh-CN': '评价截止', en: 'Evaluation deadline' },
  submissionOpens: { 'zh-CN': '提案征集开始', en: 'Submissions open' },
  submissionCloses: { 'zh-CN': '提案征集截止', en: 'Submissions close' },
  plenary: { 'zh-CN': '全体会议', en: 'Plenary session' },
  consultation: { 'zh-CN': '面商', en: 'Consultation' },
};

/** `【办理期限】第12号 关于…` — the one title of a proposal date. */
export function proposalDateTitle(
  date: { kind: ProposalDateKind; subject: string; proposalNumber: number | null },
  language: Language,
): string {
  const number =
    date.proposalNumber === null
      ? ''
      : language === 'zh-CN'
        ? `第${date.proposalNumber}号 `
        : `No. ${date.proposalNumber} `;
  const label = PROPOSAL_DATE_LABELS[date.kind][language];
  return language === 'zh-CN'
    ? `【${label}】${number}${date.subject}`
    : `[${label}] ${number}${date.subject}`;
}
