/**
 * The whole catalogue: the core (./messages, ./messages-en) and the workflow labels and the apps' own
 * messages. A module of its own so that a bundle needing only the core (the web app's entry) does not carry
 * the rest.
 */
import {
  PROPOSAL_ACTION_LABELS,
  PROPOSAL_STATE_LABELS,
  TASK_ACTION_LABELS,
  TASK_STATE_LABELS,
} from './workflow/labels';
import { contactsMessages } from './contacts/messages';
import { notesMessages } from './notes/messages';
import { contentMessages } from './content/messages';
import { scrumboardMessages } from './scrumboard/messages';
import { fileManagerMessages } from './file-manager/messages';
import { dashboardsMessages } from './dashboards/messages';
import { academyMessages } from './academy/messages';
import { shopMessages } from './e-commerce/messages';
import { identityMessages } from './identity/messages';
import { profileMessages } from './profile/messages';
import { clueMessages } from './clues/messages';
import { consultationMessages } from './consultation/messages';
import { labelMessages } from './labelMessages';
import { enCore } from './messages-en';
import { coreMessages, type Language } from './messages';
import { calendarMessages } from './calendar/messages';
import { mailMessages } from './mail/messages';
import { chatMessages } from './chat/messages';
import { topicsMessages } from './topics/messages';
import { wordImportMessages } from './word-import/messages';
import { approvalMessages } from './approval/messages';
import { urgingMessages } from './urging/messages';
import { selectionsMessages } from './selections/messages';
import { adminLogMessages } from './admin-log/messages';
import { importMessages } from './imports/messages';
import { unitAssessmentMessages } from './unit-assessment/messages';
import { compilationMessages } from './compilation/messages';
import { dutyRecordsMessages } from './duty-records/messages';
import { savedViewsMessages } from './saved-views/messages';
import { listMessages } from './lists/messages';

const zhCN = {
  ...coreMessages['zh-CN'],
  ...labelMessages('proposalState', PROPOSAL_STATE_LABELS, 'zh-CN'),
  ...labelMessages('proposalAction', PROPOSAL_ACTION_LABELS, 'zh-CN'),
  ...labelMessages('taskState', TASK_STATE_LABELS, 'zh-CN'),
  ...labelMessages('taskAction', TASK_ACTION_LABELS, 'zh-CN'),
  ...contactsMessages['zh-CN'],
  ...calendarMessages['zh-CN'],
  ...mailMessages['zh-CN'],
  ...chatMessages['zh-CN'],
  ...notesMessages['zh-CN'],
  ...contentMessages['zh-CN'],
  ...scrumboardMessages['zh-CN'],
  ...fileManagerMessages['zh-CN'],
  ...dashboardsMessages['zh-CN'],
  ...academyMessages['zh-CN'],
  ...shopMessages['zh-CN'],
  ...identityMessages['zh-CN'],
  ...profileMessages['zh-CN'],
  ...clueMessages['zh-CN'],
  ...wordImportMessages['zh-CN'],
  ...topicsMessages['zh-CN'],
  ...approvalMessages['zh-CN'],
  ...urgingMessages['zh-CN'],
  ...consultationMessages['zh-CN'],
  ...selectionsMessages['zh-CN'],
  ...adminLogMessages['zh-CN'],
  ...importMessages['zh-CN'],
  ...unitAssessmentMessages['zh-CN'],
  ...compilationMessages['zh-CN'],
  ...dutyRecordsMessages['zh-CN'],
  ...savedViewsMessages['zh-CN'],
  ...listMessages['zh-CN'],
} as const;

export type MessageKey = keyof typeof zhCN;

const en: Record<MessageKey, string> = {
  ...enCore,
  ...labelMessages('proposalState', PROPOSAL_STATE_LABELS, 'en'),
  ...labelMessages('proposalAction', PROPOSAL_ACTION_LABELS, 'en'),
  ...labelMessages('taskState', TASK_STATE_LABELS, 'en'),
  ...labelMessages('taskAction', TASK_ACTION_LABELS, 'en'),
  ...contactsMessages.en,
  ...calendarMessages.en,
  ...mailMessages.en,
  ...chatMessages.en,
  ...notesMessages.en,
  ...contentMessages.en,
  ...scrumboardMessages.en,
  ...fileManagerMessages.en,
  ...dashboardsMessages.en,
  ...academyMessages.en,
  ...shopMessages.en,
  ...identityMessages.en,
  ...profileMessages.en,
  ...clueMessages.en,
  ...wordImportMessages.en,
  ...topicsMessages.en,
  ...approvalMessages.en,
  ...urgingMessages.en,
  ...consultationMessages.en,
  ...selectionsMessages.en,
  ...adminLogMessages.en,
  ...importMessages.en,
  ...unitAssessmentMessages.en,
  ...compilationMessages.en,
  ...dutyRecordsMessages.en,
  ...savedViewsMessages.en,
  ...listMessages.en,
};

export const messages: Record<Language, Record<MessageKey, string>> = { 'zh-CN': zhCN, en };
export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(zhCN, value);
}

/** Translates a key (or passes a plain text through) and fills `{{name}}` placeholders. */
export function translate(
  keyOrText: string,
  language: Language,
  params: Record<string, string | number> = {},
): string {
  const template = isMessageKey(keyOrText) ? messages[language][keyOrText] : keyOrText;
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in params ? translateParam(params[name], language) : whole,
  );
}

/**
 * A placeholder value made only of message keys (one, or several joined by commas) is translated too,
 * so a server error can name fields in the reader's language: `{ missing: 'a.key,b.key' }`.
 */
function translateParam(value: string | number | undefined, language: Language): string {
  const text = String(value);
  const parts = text.split(',');
  if (!parts.every((part) => isMessageKey(part))) return text;
  return parts.map((part) => messages[language][part]).join(language === 'zh-CN' ? '、' : ', ');
}
