import { todoUpdateBodySchema, type Todo, type TodoUpdateBody } from '@cppcc/contracts';
import { z } from 'zod';

/** The to-do dialog's fields as typed; `dueDay` is the `yyyy-MM-dd` of a date input. */
export interface TodoForm {
  title: string;
  notes: string;
  dueDay: string;
  labels: string[];
}

export const TODO_FORM_FIELDS = ['title', 'notes', 'dueDate'] as const;

export const todoFormOf = (todo: Todo, texts: { title: string; notes: string }): TodoForm => ({
  title: texts.title,
  notes: texts.notes,
  dueDay: todo.dueDate ? todo.dueDate.slice(0, 10) : '',
  labels: todo.labels,
});

/**
 * The POST update-todo body, checked by its contract schema: a workflow to-do keeps its title and notes
 * (the workflow owns them), so only an own to-do sends them. Labels are toggled on their own route.
 */
export const todoFormSchema = (todo: Pick<Todo, 'id' | 'kind'>): z.ZodType<TodoUpdateBody, TodoForm> =>
  z
    .object({ title: z.string(), notes: z.string(), dueDay: z.string(), labels: z.array(z.string()) })
    .transform((form): unknown => ({
      id: todo.id,
      ...(todo.kind === 'workflow' ? {} : { title: form.title, notes: form.notes }),
      dueDate: form.dueDay ? new Date(`${form.dueDay}T00:00:00`).toISOString() : null,
    }))
    .pipe(todoUpdateBodySchema);
