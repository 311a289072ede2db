import type { Todo } from '@cppcc/contracts';
import { describe, expect, it } from 'vitest';
import { todoWords } from './todoText';

const base: Todo = {
  id: 't',
  title: '评价答复：关于加装电梯的建议',
  notes: '承办单位已答复，请评价办理态度和办理结果。',
  startDate: null,
  dueDate: null,
  completed: false,
  starred: false,
  important: true,
  deleted: false,
  labels: ['evaluate'],
  proposalId: 'p',
  proposalTitle: '关于加装电梯的建议',
  kind: 'workflow',
  action: 'evaluate',
  text: { key: 'evaluate', params: { title: '关于加装电梯的建议', comment: '' } },
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

describe('to-do words', () => {
  it('words a workflow to-do in the reader’s language', () => {
    expect(todoWords(base, 'en')).toEqual({
      title: 'Evaluate the reply: 关于加装电梯的建议',
      notes: 'The unit has replied; please evaluate its attitude and the result.',
    });
    expect(todoWords(base, 'zh-CN')).toEqual({ title: base.title, notes: base.notes });
  });
  it('keeps the stored text of own to-dos and of rows without a key', () => {
    expect(todoWords({ ...base, text: null }, 'en')).toEqual({ title: base.title, notes: base.notes });
    const own = { ...base, kind: 'own' as const, action: null, text: null, title: 'Read the report' };
    expect(todoWords(own, 'zh-CN').title).toBe('Read the report');
  });
});
