import { describe, expect, it } from 'vitest';
import { cardUpdateSchema, isDay } from './cards';
import { boardUri, orderBodySchema } from './scrumboard';

describe('scrumboard contract', () => {
  it('makes a board uri of letters and digits of any script', () => {
    expect(boardUri('Proposal Week 提案周!')).toBe('proposal-week-提案周');
    expect(boardUri('  ***  ')).toBe('board');
  });
  it('refuses a card named twice in an order, on the second place', () => {
    const result = orderBodySchema.safeParse({
      boardId: 'b',
      lists: [
        { id: 'l1', idCards: ['a'] },
        { id: 'l2', idCards: ['b', 'a'] },
      ],
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['lists.1.idCards.1', 'scrumboard.duplicateId'],
    ]);
  });
  it('takes days that exist and http(s) links only', () => {
    expect(isDay('2026-02-28')).toBe(true);
    expect(isDay('2026-02-30')).toBe(false);
    const link = (url: string) =>
      cardUpdateSchema.safeParse({
        id: 'c',
        name: 'x',
        attachments: [{ id: 'a', type: 'link', name: 'n', url }],
      }).success;
    expect(link('https://example.com/a')).toBe(true);
    expect(link('javascript:alert(1)')).toBe(false);
  });
});
