import {
  HANDLING_MODE_LABELS,
  PROPOSAL_KIND_LABELS,
  PROPOSAL_STATE_LABELS,
  proposalNumberText,
  TASK_ACTION_LABELS,
  TASK_SHARE_LABELS,
  TASK_STATE_LABELS,
  taskShare,
  type HandlingMode,
  type Language,
  type ProposalKind,
  type ProposalState,
  type TaskAction,
  type TaskRole,
  type TaskState,
  type WorkflowSettings,
} from '@cppcc/contracts';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

const lang = (language: string): Language => (language === 'en' ? 'en' : 'zh-CN');

/** `第12号` / `No. 12` (the one rule in contracts), or '' before registration. */
export function numberText(number: number | null, language: string): string {
  return proposalNumberText(number, lang(language));
}

/** The unit's share as it calls it (单办, 分办, or 主办/协办 in 会办): the contract's rule and wording. */
export function shareLabel(role: TaskRole, mode: HandlingMode | null, language: string): string {
  return TASK_SHARE_LABELS[taskShare(role, mode)][lang(language)];
}

/** Labels from contracts (states, actions, modes) and settings (result classes) in the current language. */
export function useLabels(settings?: WorkflowSettings) {
  const { i18n } = useTranslation('undertaker');
  const language = lang(i18n.language);
  const resultClass = useCallback(
    (code: string | null) => {
      if (!code) return '—';
      const found = settings?.replyClasses.find((item) => item.code === code);
      if (!found) return code;
      return `${found.code} ${language === 'en' ? found.en : found.zh}`;
    },
    [settings, language],
  );
  const category = useCallback(
    (code: string | null) => {
      if (!code) return '—';
      const found = settings?.categories.find((item) => item.code === code);
      return found ? (language === 'en' ? found.en : found.zh) : code;
    },
    [settings, language],
  );
  return useMemo(
    () => ({
      language,
      taskState: (state: TaskState) => TASK_STATE_LABELS[state][language],
      taskAction: (action: TaskAction) => TASK_ACTION_LABELS[action][language],
      proposalState: (state: ProposalState) => PROPOSAL_STATE_LABELS[state][language],
      kind: (kind: ProposalKind) => PROPOSAL_KIND_LABELS[kind][language],
      mode: (mode: HandlingMode | null) => (mode ? HANDLING_MODE_LABELS[mode][language] : '—'),
      role: (role: TaskRole, mode: HandlingMode | null) => shareLabel(role, mode, language),
      number: (number: number | null) => numberText(number, language),
      resultClass,
      category,
    }),
    [language, resultClass, category],
  );
}
