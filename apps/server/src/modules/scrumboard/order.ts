/**
 * The order calls applied to what the board holds now (pure, so the rule is tested on its own). The wanted
 * order comes from a screen that may be behind: ids it names that are gone are skipped, what it leaves out
 * keeps its list and goes after what it names. Every current card is placed exactly once.
 */
export interface ListCards {
  id: string;
  idCards: string[];
}

export function applyCardOrder(current: readonly ListCards[], wanted: readonly ListCards[]): ListCards[] {
  const cards = new Set(current.flatMap((list) => list.idCards));
  const placed = new Set<string>();
  const result = new Map(current.map((list) => [list.id, [] as string[]]));
  const place = (listId: string, cardId: string) => {
    const target = result.get(listId);
    if (!target || !cards.has(cardId) || placed.has(cardId)) return;
    target.push(cardId);
    placed.add(cardId);
  };
  for (const list of wanted) for (const cardId of list.idCards) place(list.id, cardId);
  for (const list of current) for (const cardId of list.idCards) place(list.id, cardId);
  return current.map((list) => ({ id: list.id, idCards: result.get(list.id) ?? [] }));
}

/** The lists' new order: the named ones that exist, then the others in their current order. */
export function applyListOrder(current: readonly string[], wanted: readonly string[]): string[] {
  const known = new Set(current);
  const named = [...new Set(wanted)].filter((id) => known.has(id));
  const chosen = new Set(named);
  return [...named, ...current.filter((id) => !chosen.has(id))];
}
