import type {
  Board,
  BoardLabel,
  BoardList,
  BoardMember,
  BoardSummary,
  Card,
  CardActivity,
  CardAttachment,
  CardChecklist,
} from '@cppcc/contracts';
import { fromDbBool, fromDbJson } from '../../db/values';
import type { BoardRow, CardRow, ListRow, PersonRow } from './repository';

export const toSummary = (row: BoardRow): BoardSummary => ({ id: row.id, name: row.name, uri: row.uri });

export const toMember = (row: PersonRow): BoardMember => ({
  id: row.id,
  name: row.displayName,
  avatar: row.photoUrl ?? '',
});

/** The card as `callerId` sees it (`subscribed` is theirs). */
export function toCard(row: CardRow, callerId: string): Card {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    idAttachmentCover: row.idAttachmentCover,
    idMembers: fromDbJson<string[]>(row.idMembers),
    idLabels: fromDbJson<string[]>(row.idLabels),
    attachments: fromDbJson<CardAttachment[]>(row.attachments),
    subscribed: fromDbJson<string[]>(row.subscribers).includes(callerId),
    checklists: fromDbJson<CardChecklist[]>(row.checklists),
    activities: fromDbJson<CardActivity[]>(row.activities),
    due: row.due,
  };
}

/** The lists with their cards' ids in order (cards come sorted by list and position). */
export function toLists(lists: readonly ListRow[], cards: readonly CardRow[]): BoardList[] {
  return lists.map((list) => ({
    id: list.id,
    name: list.name,
    idCards: cards.filter((card) => card.listId === list.id).map((card) => card.id),
  }));
}

export function toBoard(
  board: BoardRow,
  subscribed: boolean,
  parts: { lists: ListRow[]; cards: CardRow[]; members: PersonRow[] },
  callerId: string,
): Board {
  return {
    ...toSummary(board),
    settings: {
      color: board.color as Board['settings']['color'],
      subscribed,
      cardCoverImages: fromDbBool(board.cardCoverImages),
    },
    lists: toLists(parts.lists, parts.cards),
    cards: parts.cards.map((card) => toCard(card, callerId)),
    members: parts.members.map(toMember),
    labels: fromDbJson<BoardLabel[]>(board.labels),
  };
}
