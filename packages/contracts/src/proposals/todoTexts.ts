import type { Language } from '../messages';
import type { TodoText } from './todos';

/**
 * The to-dos' kinds, actions, workflow wordings and list handles: schema-free, so the member workbench's
 * routes and to-do lines take them without the to-do schemas of ./todos (which build zod at load).
 */
export const TODO_KINDS = ['workflow', 'own'] as const;
export type TodoKind = (typeof TODO_KINDS)[number];
/** What a workflow to-do asks: answer a co-sign invitation, revise a returned proposal, evaluate a reply. */
export const TODO_ACTIONS = ['cosign', 'revise', 'evaluate'] as const;
export type TodoAction = (typeof TODO_ACTIONS)[number];

/** The text of a workflow to-do: a key and its parameters, worded in the reader's language. */
export const TODO_TEXT_KEYS = ['cosign', 'revise', 'evaluate'] as const satisfies readonly TodoAction[];
export type TodoTextKey = (typeof TODO_TEXT_KEYS)[number];
type Words = Record<Language, string>;
/** Title and notes of each workflow to-do, with `{{title}}` and `{{comment}}` placeholders. */
export const TODO_TEXTS: Record<TodoTextKey, { title: Words; notes: Words }> = {
  cosign: {
    title: { 'zh-CN': '联名邀请：{{title}}', en: 'Co-sign invitation: {{title}}' },
    notes: {
      'zh-CN': '请查看提案内容，决定是否同意联名。',
      en: 'Read the proposal and decide whether to co-sign it.',
    },
  },
  revise: {
    title: { 'zh-CN': '修改提案：{{title}}', en: 'Revise the proposal: {{title}}' },
    notes: {
      'zh-CN': '提案委退回修改意见：{{comment}}',
      en: 'The proposal committee returned it for revision: {{comment}}',
    },
  },
  evaluate: {
    title: { 'zh-CN': '评价答复：{{title}}', en: 'Evaluate the reply: {{title}}' },
    notes: {
      'zh-CN': '承办单位已答复，请评价办理态度和办理结果。',
      en: 'The unit has replied; please evaluate its attitude and the result.',
    },
  },
};

/** The one wording of a workflow to-do: the server stores the Chinese one, screens show the reader's. */
export function todoText(text: TodoText, language: Language): { title: string; notes: string } {
  const fill = (template: string) =>
    template.replace(/\{\{(title|comment)\}\}/g, (_whole, name: 'title' | 'comment') => text.params[name]);
  const words = TODO_TEXTS[text.key];
  return { title: fill(words.title[language]), notes: fill(words.notes[language]) };
}

export const TODO_FOLDER_HANDLES = ['all', 'done', 'deleted'] as const;
export const TODO_FILTER_HANDLES = ['starred', 'important', 'dueDate', 'today', 'proposal'] as const;
