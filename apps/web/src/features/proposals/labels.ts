import {
  DISPOSITION_LABELS,
  eventActionLabel,
  PROPOSAL_KIND_LABELS,
  PROPOSAL_STATE_LABELS,
  SIGNER_STATE_LABELS,
  type Language,
  type ProposalState,
} from '@cppcc/contracts';

const lang = (language: string): Language => (language === 'en' ? 'en' : 'zh-CN');

export const stateLabel = (state: string, language: string) =>
  PROPOSAL_STATE_LABELS[state as ProposalState]?.[lang(language)] ?? state;
/** A proposal action, or any event-log action of the history (the one map in contracts). */
export const actionLabel = (action: string, language: string) => eventActionLabel(action, lang(language));
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
