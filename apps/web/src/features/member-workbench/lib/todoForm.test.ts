import type { Todo } from '@cppcc/contracts';
import { describe, expect, it } from 'vitest';
import { todoFormOf, todoFormSchema } from './todoForm';

const todo = (kind: Todo['kind']) =>
  ({ id: 't1', kind, dueDate: '2026-05-01T00:00:00.000Z', labels: ['l1'] }) as Todo;

describe('the to-do form', () => {
  it('sends title and notes of an own to-do, checked by the contract', () => {
    const form = todoFormOf(todo('own'), { title: ' 走访社区 ', notes: '' });
    expect(form).toMatchObject({ dueDay: '2026-05-01', labels: ['l1'] });
    const body = todoFormSchema(todo('own')).parse(form);
    expect(body).toMatchObject({ id: 't1', title: '走访社区', notes: '' });
    expect(body.dueDate).toEqual(new Date('2026-05-01T00:00:00').toISOString());
    const blank = todoFormSchema(todo('own')).safeParse({ ...form, title: '  ' });
    expect(blank.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['title', 'validation.required'],
    ]);
  });

  it('leaves a workflow to-do’s texts to the workflow; an empty day clears the date', () => {
    const body = todoFormSchema(todo('workflow')).parse({ title: '', notes: '', dueDay: '', labels: [] });
    expect(body).toEqual({ id: 't1', dueDate: null });
  });
});
