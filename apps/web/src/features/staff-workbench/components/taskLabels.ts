import {
  HANDLING_MODE_LABELS,
  TASK_ACTION_LABELS,
  TASK_STATE_LABELS,
  type HandlingMode,
  type TaskAction,
  type TaskRole,
  type TaskState,
  type WorkflowSettings,
} from '@cppcc/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '../../../shared/i18n/languages';

/** The i18n key of a unit's share: 单办 for the only unit, 主办/协办 in 会办, 分办 for each replying unit. */
export function roleKey(role: TaskRole, mode: HandlingMode | null): string {
  if (role === 'co') return 'role.co';
  if (role === 'separate') return 'role.separate';
  return mode === 'single' ? 'role.single' : 'role.lead';
}

/** Task states, actions, modes (from contracts) and result classes (from the settings) in the current language. */
export function useTaskLabels(settings?: WorkflowSettings) {
  const { t, i18n } = useTranslation('staffWorkbench');
  const language = toLanguage(i18n.language);
  return useMemo(
    () => ({
      language,
      taskState: (state: TaskState) => TASK_STATE_LABELS[state][language],
      taskAction: (action: TaskAction) => TASK_ACTION_LABELS[action][language],
      mode: (mode: HandlingMode | null) => (mode ? HANDLING_MODE_LABELS[mode][language] : '—'),
      role: (role: TaskRole, mode: HandlingMode | null) => t(roleKey(role, mode)),
      number: (number: number | null) =>
        number === null ? '' : language === 'en' ? `No. ${number}` : `第${number}号`,
      resultClass: (code: string | null) => {
        if (!code) return '—';
        const found = settings?.replyClasses.find((item) => item.code === code);
        if (!found) return code;
        return `${found.code} ${language === 'en' ? found.en : found.zh}`;
      },
    }),
    [language, t, settings],
  );
}
