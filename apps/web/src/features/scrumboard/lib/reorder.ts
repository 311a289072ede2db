import type { BoardList } from '@cppcc/contracts';

/**
 * The board's order while dragging (pure, unit-tested): where a card or a list goes when it is dropped
 * over another card, a list, or the end of a list. The result is what the order calls send.
 */

/** The list holding `id`: the list itself when `id` is a list's, else the list of that card. */
export function listOf(lists: readonly BoardList[], id: string): BoardList | undefined {
  return lists.find((list) => list.id === id) ?? lists.find((list) => list.idCards.includes(id));
}

/**
 * Moves a card over `overId` (a card: before or after it, `below` saying which; a list: at its end). The
 * card leaves its list and is placed once; an unknown card or target changes nothing.
 */
export function moveCard(
  lists: readonly BoardList[],
  cardId: string,
  overId: string,
  below = false,
): BoardList[] {
  const from = listOf(lists, cardId);
  const to = listOf(lists, overId);
  if (!from || !to || from.idCards.indexOf(cardId) < 0 || cardId === overId) return [...lists];
  return lists.map((list) => {
    const kept = list.idCards.filter((id) => id !== cardId);
    if (list.id !== to.id) return list.id === from.id ? { ...list, idCards: kept } : list;
    const overIndex = kept.indexOf(overId);
    const at = overIndex < 0 ? kept.length : overIndex + (below ? 1 : 0);
    return { ...list, idCards: [...kept.slice(0, at), cardId, ...kept.slice(at)] };
  });
}

/** Moves a card within its list from one index to another (what sorting inside one list does). */
export function moveWithin(lists: readonly BoardList[], cardId: string, overId: string): BoardList[] {
  const list = listOf(lists, cardId);
  if (!list || !list.idCards.includes(overId)) return [...lists];
  const from = list.idCards.indexOf(cardId);
  const to = list.idCards.indexOf(overId);
  return moveCard(lists, cardId, overId, to > from);
}

/** Puts the list `listId` where `overId` (a list, or a card of one) is. */
export function moveList(lists: readonly BoardList[], listId: string, overId: string): BoardList[] {
  const from = lists.findIndex((list) => list.id === listId);
  const target = listOf(lists, overId);
  const to = target ? lists.indexOf(target) : -1;
  if (from < 0 || to < 0 || from === to) return [...lists];
  const next = [...lists];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  return next;
}

/** Whether two orders differ (a drop that changed nothing sends no call). */
export function sameOrder(a: readonly BoardList[], b: readonly BoardList[]): boolean {
  return (
    a.length === b.length &&
    a.every((list, index) => list.id === b[index]?.id && list.idCards.join() === b[index]?.idCards.join())
  );
}
