import type { Todo } from '@cppcc/contracts';
import type { TFunction } from 'i18next';

/**
 * The words of a to-do in the reader's language. Own to-dos are the member's text. Workflow to-dos are
 * stored in Chinese (`联名邀请：<title>`); they are worded again from their action and proposal title,
 * and in Chinese their stored notes stay (they carry the committee's comment verbatim).
 */
export function todoTitle(todo: Todo, t: TFunction): string {
  if (todo.kind !== 'workflow' || !todo.action || todo.proposalTitle === null) return todo.title;
  return t(`workflowTitle.${todo.action}`, { ns: 'memberWorkbench', title: todo.proposalTitle });
}

export function todoNotes(todo: Todo, t: TFunction, language: string): string {
  if (todo.kind !== 'workflow' || !todo.action || language === 'zh-CN') return todo.notes;
  return t(`workflowNotes.${todo.action}`, { ns: 'memberWorkbench' });
}

/** A folder, filter or label of the to-do app by its handle; the server's (Chinese) title otherwise. */
export function handleTitle(
  kind: 'todoFolder' | 'todoFilter' | 'todoLabel',
  item: { handle: string; title: string },
  t: TFunction,
): string {
  return t(`${kind}.${item.handle}`, { ns: 'memberWorkbench', defaultValue: item.title });
}
