import {
  PROPOSAL_KIND_LABELS,
  SATISFACTION_LABELS,
  type ProposalKind,
  type Satisfaction,
  type WorkflowSettings,
} from '@cppcc/contracts';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '../../../shared/i18n/languages';

type Labelled = WorkflowSettings['categories'][number];

/** Names of categories and reply classes (workflow settings), kinds and satisfaction (contracts). */
export function useStatisticsLabels(settings: WorkflowSettings | undefined) {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const byCode = (list: readonly Labelled[] | undefined) =>
    new Map((list ?? []).map((item) => [item.code, item]));
  const categories = useMemo(() => byCode(settings?.categories), [settings]);
  const classes = useMemo(() => byCode(settings?.replyClasses), [settings]);
  const name = useCallback(
    (item: Labelled | undefined) => (item ? (language === 'en' ? item.en : item.zh) : undefined),
    [language],
  );
  const categoryLabel = useCallback(
    (code: string) => (code ? (name(categories.get(code)) ?? code) : '—'),
    [categories, name],
  );
  /** 'A 所提问题已解决或采纳' — the code first, as offices name the classes. */
  const replyClassLabel = useCallback(
    (code: string) => {
      const text = name(classes.get(code));
      return text ? `${code} ${text}` : code || '—';
    },
    [classes, name],
  );
  const kindLabel = useCallback((kind: ProposalKind) => PROPOSAL_KIND_LABELS[kind][language], [language]);
  const satisfactionLabel = useCallback(
    (value: Satisfaction) => SATISFACTION_LABELS[value][language],
    [language],
  );
  // One object per language and settings, so charts memoised on it are not rebuilt on every render.
  return useMemo(
    () => ({ language, categoryLabel, replyClassLabel, kindLabel, satisfactionLabel }),
    [language, categoryLabel, replyClassLabel, kindLabel, satisfactionLabel],
  );
}
