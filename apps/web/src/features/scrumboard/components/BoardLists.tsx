import type { Board, BoardList } from '@cppcc/contracts';
import {
  closestCorners,
  DndContext,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Active,
  type Announcements,
  type DragEndEvent,
  type DragOverEvent,
  type Over,
} from '@dnd-kit/core';
import {
  horizontalListSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
} from '@dnd-kit/sortable';
import Box from '@mui/material/Box';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PromptKeyboardSensor } from '../lib/keyboardSensor';
import { listOf, moveCard, moveList, moveWithin, sameOrder } from '../lib/reorder';
import { ListColumn } from './ListColumn';

type ListProps = Omit<Parameters<typeof ListColumn>[0], 'list' | 'board' | 'today'>;

const nameOf = (item: Active | Over | null) =>
  String((item?.data.current as { name?: string } | undefined)?.name ?? '');
const typeOf = (item: Active | Over | null) => (item?.data.current as { type?: string } | undefined)?.type;
/** Whether the dragged item's middle is below the middle of what it is over. */
function isBelow(active: Active, over: Over): boolean {
  const rect = active.rect.current.translated;
  return rect !== null && rect.top + rect.height / 2 > over.rect.top + over.rect.height / 2;
}

/**
 * The board's lists side by side, with drag and drop (dnd-kit) of cards, within and between lists, and of
 * lists: by mouse or touch, and by keyboard (space picks up and drops, arrows move, Escape cancels). While
 * dragging the order is local; the drop sends it with the order call (`onOrder`), which shows it at once.
 */
export function BoardLists({
  board,
  today,
  onOrder,
  listProps,
  trailing,
}: {
  board: Board;
  today: string;
  onOrder: (kind: 'cards' | 'lists', lists: BoardList[]) => void;
  listProps: (list: BoardList) => ListProps;
  trailing: ReactNode;
}) {
  const { t } = useTranslation('scrumboard');
  const [dragging, setDragging] = useState<BoardList[] | null>(null);
  const lists = dragging ?? board.lists;
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    // On a phone a short touch scrolls the board; holding a card a moment picks it up.
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 6 } }),
    useSensor(PromptKeyboardSensor, {
      coordinateGetter: sortableKeyboardCoordinates,
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space'] },
    }),
  );

  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!over || typeOf(active) !== 'card') return;
    const from = listOf(lists, String(active.id));
    const to = listOf(lists, String(over.id));
    if (from && to && from.id !== to.id)
      setDragging(moveCard(lists, String(active.id), String(over.id), isBelow(active, over)));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(null);
    if (!over) return;
    const id = String(active.id);
    const target = String(over.id);
    if (typeOf(active) === 'list') {
      const next = moveList(board.lists, id, target);
      if (!sameOrder(next, board.lists)) onOrder('lists', next);
      return;
    }
    const sameList = listOf(lists, id)?.id === listOf(lists, target)?.id;
    const next =
      sameList && target !== listOf(lists, target)?.id
        ? moveWithin(lists, id, target)
        : moveCard(lists, id, target);
    if (!sameOrder(next, board.lists)) onOrder('cards', next);
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('dnd.start', { name: nameOf(active) }),
    onDragOver: ({ active, over }) =>
      over ? t('dnd.over', { name: nameOf(active), over: nameOf(over) }) : undefined,
    onDragEnd: ({ active }) => t('dnd.end', { name: nameOf(active) }),
    onDragCancel: ({ active }) => t('dnd.cancel', { name: nameOf(active) }),
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      onDragStart={() => setDragging(board.lists)}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragging(null)}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('dnd.instructions') } }}
    >
      <SortableContext items={lists.map((list) => list.id)} strategy={horizontalListSortingStrategy}>
        <Box
          sx={{
            display: 'flex',
            gap: 2,
            alignItems: 'flex-start',
            overflowX: 'auto',
            p: { xs: 1.5, sm: 3 },
            flex: 1,
          }}
          data-testid="scrumboard-lists"
        >
          {lists.map((list) => (
            <ListColumn key={list.id} list={list} board={board} today={today} {...listProps(list)} />
          ))}
          {trailing}
        </Box>
      </SortableContext>
    </DndContext>
  );
}
