import type { BoardList } from '@cppcc/contracts';
import { describe, expect, it } from 'vitest';
import { listOf, moveCard, moveList, moveWithin, sameOrder } from './reorder';

const lists: BoardList[] = [
  { id: 'todo', name: '待办', idCards: ['a', 'b', 'c'] },
  { id: 'doing', name: '进行中', idCards: ['d'] },
  { id: 'done', name: '已完成', idCards: [] },
];
const cards = (result: BoardList[]) => result.map((list) => list.idCards);

describe('board reorder', () => {
  it('finds the list of a card or of a list', () => {
    expect(listOf(lists, 'd')?.id).toBe('doing');
    expect(listOf(lists, 'done')?.id).toBe('done');
    expect(listOf(lists, 'x')).toBeUndefined();
  });
  it('moves a card into another list, before or after a card, or to the end of a list', () => {
    expect(cards(moveCard(lists, 'a', 'd'))).toEqual([['b', 'c'], ['a', 'd'], []]);
    expect(cards(moveCard(lists, 'a', 'd', true))).toEqual([['b', 'c'], ['d', 'a'], []]);
    expect(cards(moveCard(lists, 'b', 'done'))).toEqual([['a', 'c'], ['d'], ['b']]);
  });
  it('keeps every card exactly once, and changes nothing for unknown ids', () => {
    const moved = moveCard(moveCard(lists, 'c', 'done'), 'c', 'a');
    expect(cards(moved)).toEqual([['c', 'a', 'b'], ['d'], []]);
    expect(moved.flatMap((list) => list.idCards).sort()).toEqual(['a', 'b', 'c', 'd']);
    expect(cards(moveCard(lists, 'x', 'a'))).toEqual(cards(lists));
    expect(cards(moveCard(lists, 'a', 'x'))).toEqual(cards(lists));
  });
  it('sorts within a list in the direction of the move', () => {
    expect(cards(moveWithin(lists, 'a', 'c'))[0]).toEqual(['b', 'c', 'a']);
    expect(cards(moveWithin(lists, 'c', 'a'))[0]).toEqual(['c', 'a', 'b']);
  });
  it('moves lists, and tells a changed order from the same one', () => {
    expect(moveList(lists, 'done', 'todo').map((list) => list.id)).toEqual(['done', 'todo', 'doing']);
    expect(moveList(lists, 'todo', 'd').map((list) => list.id)).toEqual(['doing', 'todo', 'done']);
    expect(sameOrder(lists, moveList(lists, 'todo', 'todo'))).toBe(true);
    expect(sameOrder(lists, moveCard(lists, 'a', 'd'))).toBe(false);
  });
});
