import {
  PROPOSAL_KIND_LABELS,
  PROPOSAL_STATE_LABELS,
  type ProposalKind,
  type ProposalState,
  type WorkflowSettings,
} from '@cppcc/contracts';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '../../../shared/i18n/languages';

/** Names of states, kinds and categories in the current language (from contracts and the settings). */
export function useLabels(settings: WorkflowSettings | undefined) {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const categories = useMemo(
    () => new Map((settings?.categories ?? []).map((category) => [category.code, category])),
    [settings],
  );
  const stateLabel = useCallback(
    (state: ProposalState) => PROPOSAL_STATE_LABELS[state][language],
    [language],
  );
  const kindLabel = useCallback((kind: ProposalKind) => PROPOSAL_KIND_LABELS[kind][language], [language]);
  const categoryLabel = useCallback(
    (code: string | null | undefined) => {
      if (!code) return '—';
      const category = categories.get(code);
      if (!category) return code;
      return language === 'en' ? category.en : category.zh;
    },
    [categories, language],
  );
  return { language, stateLabel, kindLabel, categoryLabel };
}
