import {
  DISPOSITION_LABELS,
  PROPOSAL_ACTION_LABELS,
  PROPOSAL_KIND_LABELS,
  PROPOSAL_STATE_LABELS,
  SIGNER_STATE_LABELS,
  type Language,
  type ProposalState,
} from '@cppcc/contracts';

const lang = (language: string): Language => (language === 'en' ? 'en' : 'zh-CN');

export const stateLabel = (state: string, language: string) =>
  PROPOSAL_STATE_LABELS[state as ProposalState]?.[lang(language)] ?? state;
export const actionLabel = (action: string, language: string) =>
  PROPOSAL_ACTION_LABELS[action as keyof typeof PROPOSAL_ACTION_LABELS]?.[lang(language)] ??
  (
    {
      cosign_accept: { 'zh-CN': '同意联名', en: 'Accepted co-signing' },
      cosign_decline: { 'zh-CN': '谢绝联名', en: 'Declined co-signing' },
      attachment_add: { 'zh-CN': '上传附件', en: 'Attachment added' },
      attachment_remove: { 'zh-CN': '删除附件', en: 'Attachment removed' },
      create: { 'zh-CN': '创建', en: 'Created' },
    } as Record<string, Record<Language, string>>
  )[action]?.[lang(language)] ??
  action;
export const kindLabel = (kind: keyof typeof PROPOSAL_KIND_LABELS, language: string) =>
  PROPOSAL_KIND_LABELS[kind][lang(language)];
export const signerStateLabel = (state: keyof typeof SIGNER_STATE_LABELS, language: string) =>
  SIGNER_STATE_LABELS[state][lang(language)];
export const dispositionLabel = (value: keyof typeof DISPOSITION_LABELS, language: string) =>
  DISPOSITION_LABELS[value][lang(language)];

export function categoryLabel(
  categories: readonly { code: string; zh: string; en: string }[] | undefined,
  code: string | null,
  language: string,
): string | null {
  if (!code) return null;
  const found = categories?.find((category) => category.code === code);
  if (!found) return code;
  return language === 'en' ? found.en : found.zh;
}
