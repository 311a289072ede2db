import type { Card } from '@cppcc/contracts';

/** What a card's face tells at a glance (pure): overdue, checklist progress, comments. */
export function cardFacts(card: Card, today: string) {
  const items = card.checklists.flatMap((checklist) => checklist.checkItems);
  return {
    overdue: card.due !== null && card.due < today,
    checkDone: items.filter((item) => item.checked).length,
    checkTotal: items.length,
    comments: card.activities.filter((activity) => activity.type === 'comment').length,
  };
}
