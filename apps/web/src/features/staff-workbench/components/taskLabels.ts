import {
  HANDLING_MODE_LABELS,
  TASK_ACTION_LABELS,
  TASK_SHARE_LABELS,
  TASK_STATE_LABELS,
  taskShare,
  type HandlingMode,
  type TaskAction,
  type TaskRole,
  type TaskState,
  type WorkflowSettings,
} from '@cppcc/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '../../../shared/i18n/languages';

/** Task states, actions, modes, shares (from contracts) and result classes (from the settings) in the current language. */
export function useTaskLabels(settings?: WorkflowSettings) {
  const { i18n } = useTranslation('staffWorkbench');
  const language = toLanguage(i18n.language);
  return useMemo(
    () => ({
      language,
      taskState: (state: TaskState) => TASK_STATE_LABELS[state][language],
      taskAction: (action: TaskAction) => TASK_ACTION_LABELS[action][language],
      mode: (mode: HandlingMode | null) => (mode ? HANDLING_MODE_LABELS[mode][language] : '—'),
      role: (role: TaskRole, mode: HandlingMode | null) => TASK_SHARE_LABELS[taskShare(role, mode)][language],
      number: (number: number | null) =>
        number === null ? '' : language === 'en' ? `No. ${number}` : `第${number}号`,
      resultClass: (code: string | null) => {
        if (!code) return '—';
        const found = settings?.replyClasses.find((item) => item.code === code);
        if (!found) return code;
        return `${found.code} ${language === 'en' ? found.en : found.zh}`;
      },
    }),
    [language, settings],
  );
}
