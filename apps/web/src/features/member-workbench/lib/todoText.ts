import { todoText, type Todo } from '@cppcc/contracts';
import type { TFunction } from 'i18next';
import { toLanguage } from '../../../shared/i18n/languages';

/**
 * The words of a to-do in the reader's language: a workflow to-do from its text key and parameters (the
 * one wording in contracts); own to-dos, and workflow rows from before the key was stored, as stored.
 */
export function todoWords(todo: Todo, language: string): { title: string; notes: string } {
  return todo.text ? todoText(todo.text, toLanguage(language)) : { title: todo.title, notes: todo.notes };
}

export const todoTitle = (todo: Todo, language: string) => todoWords(todo, language).title;
export const todoNotes = (todo: Todo, language: string) => todoWords(todo, language).notes;

/** A folder, filter or label of the to-do app by its handle; the server's (Chinese) title otherwise. */
export function handleTitle(
  kind: 'todoFolder' | 'todoFilter' | 'todoLabel',
  item: { handle: string; title: string },
  t: TFunction,
): string {
  return t(`${kind}.${item.handle}`, { ns: 'memberWorkbench', defaultValue: item.title });
}
