import type { Card } from '@cppcc/contracts';
import { describe, expect, it } from 'vitest';
import { cardFacts } from './cardFacts';

const card: Card = {
  id: 'c',
  name: '调研',
  description: '',
  idAttachmentCover: '',
  idMembers: [],
  idLabels: [],
  attachments: [],
  subscribed: false,
  checklists: [
    {
      id: 'l',
      name: '准备',
      checkItems: [
        { id: 'a', name: '一', checked: true },
        { id: 'b', name: '二', checked: false },
      ],
    },
  ],
  activities: [
    { id: '1', type: 'comment', idMember: 'u', message: '好', time: '2026-11-01T00:00:00Z' },
    { id: '2', type: 'attachment', idMember: 'u', message: '图', time: '2026-11-01T00:00:00Z' },
  ],
  due: '2026-11-20',
};

describe('a card at a glance', () => {
  it('counts checked items and comments (not other activity), and is overdue only after its day', () => {
    expect(cardFacts(card, '2026-11-20')).toEqual({
      overdue: false,
      checkDone: 1,
      checkTotal: 2,
      comments: 1,
    });
    expect(cardFacts(card, '2026-11-21').overdue).toBe(true);
    expect(cardFacts({ ...card, due: null }, '2030-01-01').overdue).toBe(false);
  });
});
