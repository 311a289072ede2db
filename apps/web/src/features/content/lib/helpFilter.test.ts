import { describe, expect, it } from 'vitest';
import { filterFaq } from './helpFilter';

const groups = [
  {
    id: 'g1',
    title: 'Writing',
    items: [
      { id: 'a', question: 'How do I start a proposal?', answer: '<p>Choose <b>Write</b>.</p>' },
      { id: 'b', question: 'Can I change it?', answer: '<p>Not directly.</p>' },
    ],
  },
  {
    id: 'g2',
    title: 'Account',
    items: [{ id: 'c', question: '忘记密码怎么办？', answer: '<p>点击忘记密码</p>' }],
  },
];

describe('filterFaq', () => {
  it('keeps the items whose question or answer text holds the words, dropping empty groups', () => {
    expect(filterFaq(groups, '  ')).toHaveLength(2);
    expect(filterFaq(groups, 'PROPOSAL').map((group) => group.items.map((item) => item.id))).toEqual([['a']]);
    expect(filterFaq(groups, 'directly')[0]?.items.map((item) => item.id)).toEqual(['b']);
    expect(filterFaq(groups, '密码')[0]?.id).toBe('g2');
    expect(filterFaq(groups, 'b>')).toEqual([]);
  });
});
