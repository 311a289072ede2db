import type {
  Board,
  BoardLabel,
  BoardList,
  Card,
  CardActivity,
  CardAttachment,
  CardUpdate,
} from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { fromDbJson, newId, nowIso, toDbJson } from '../../db/values';
import { badRequest, notFound } from '../../http/errors';
import { boardWriter, type BoardAccess, type ScrumboardDeps } from './access';
import { applyCardOrder, type ListCards } from './order';
import { toCard } from './presenter';
import {
  cardsOf,
  deleteCard,
  findCard,
  insertCard,
  listsOf,
  membersOf,
  updateCard,
  type CardRow,
} from './repository';

const cardNotFound = () =>
  notFound('scrumboard.cardNotFound', { fields: { cardId: 'scrumboard.cardNotFound' } });

/**
 * The activities after an edit: the server writes who and when. An entry the card did not have is the
 * caller's new comment (now); an entry left out goes only if it is the caller's; every attachment added
 * makes an `attachment` activity. Newest first.
 */
export function nextActivities(
  stored: readonly CardActivity[],
  sent: CardUpdate['activities'],
  added: readonly CardAttachment[],
  callerId: string,
  at: string,
): CardActivity[] {
  const sentIds = new Set(sent.map((activity) => activity.id));
  const storedIds = new Set(stored.map((activity) => activity.id));
  const comments: CardActivity[] = sent
    .filter((activity) => !storedIds.has(activity.id))
    .map((activity) => ({
      id: newId(),
      type: 'comment',
      idMember: callerId,
      message: activity.message,
      time: at,
    }));
  const attachments: CardActivity[] = added.map((attachment) => ({
    id: newId(),
    type: 'attachment',
    idMember: callerId,
    message: attachment.name,
    time: at,
  }));
  const kept = stored.filter((activity) => sentIds.has(activity.id) || activity.idMember !== callerId);
  return [...attachments, ...comments, ...kept];
}

/** The card commands of the scrumboard service (card/new, update, remove, order). */
export function cardCommands(
  db: Kysely<DB>,
  deps: ScrumboardDeps,
  readBoard: (trx: Kysely<DB>, boardId: string, userId: string) => Promise<Board>,
  readLists: (trx: Kysely<DB>, boardId: string) => Promise<BoardList[]>,
) {
  const now = deps.now ?? nowIso;
  const write = boardWriter(db, deps);

  /** Members and labels must be the board's, the cover one of the card's images (400 on the field). */
  async function checkCard(trx: Kysely<DB>, boardId: string, access: BoardAccess, card: CardUpdate) {
    const members = new Set((await membersOf(trx, boardId)).map((member) => member.id));
    const badMember = card.idMembers.findIndex((id) => !members.has(id));
    if (badMember >= 0)
      throw badRequest('scrumboard.notMember', {
        fields: { [`card.idMembers.${badMember}`]: 'scrumboard.notMember' },
      });
    const labels = new Set(fromDbJson<BoardLabel[]>(access.board.labels).map((label) => label.id));
    const badLabel = card.idLabels.findIndex((id) => !labels.has(id));
    if (badLabel >= 0)
      throw badRequest('scrumboard.labelUnknown', {
        fields: { [`card.idLabels.${badLabel}`]: 'scrumboard.labelUnknown' },
      });
    const images = card.attachments.filter((attachment) => attachment.type === 'image');
    if (card.idAttachmentCover !== '' && !images.some((image) => image.id === card.idAttachmentCover))
      throw badRequest('scrumboard.coverUnknown', {
        fields: { 'card.idAttachmentCover': 'scrumboard.coverUnknown' },
      });
  }

  return {
    /** Adds a card at the end of a list; answers the board. */
    addCard(userId: string, boardId: string, listId: string, name: string): Promise<Board> {
      return write(boardId, userId, async (trx) => {
        if (!(await listsOf(trx, boardId)).some((list) => list.id === listId))
          throw notFound('scrumboard.listNotFound', { fields: { listId: 'scrumboard.listNotFound' } });
        const inList = (await cardsOf(trx, boardId)).filter((card) => card.listId === listId);
        const at = now();
        await insertCard(trx, {
          id: newId(),
          boardId,
          listId,
          position: inList.reduce((max, card) => Math.max(max, card.position + 1), 0),
          name,
          description: '',
          idAttachmentCover: '',
          idMembers: toDbJson([]),
          idLabels: toDbJson([]),
          attachments: toDbJson([]),
          subscribers: toDbJson([]),
          checklists: toDbJson([]),
          activities: toDbJson([]),
          due: null,
          createdAt: at,
          updatedAt: at,
        });
        return readBoard(trx, boardId, userId);
      });
    },

    /** Writes what a member edits of a card (not its list or place); answers the card. */
    updateCard(userId: string, boardId: string, card: CardUpdate): Promise<Card> {
      return write(boardId, userId, async (trx, access) => {
        const row = await findCard(trx, boardId, card.id);
        if (!row) throw cardNotFound();
        await checkCard(trx, boardId, access, card);
        const at = now();
        const stored = fromDbJson<CardAttachment[]>(row.attachments);
        const storedTimes = new Map(stored.map((attachment) => [attachment.id, attachment.time]));
        const attachments: CardAttachment[] = card.attachments.map((attachment) => ({
          ...attachment,
          time: storedTimes.get(attachment.id) ?? at,
        }));
        const added = attachments.filter((attachment) => !storedTimes.has(attachment.id));
        const subscribers = new Set(fromDbJson<string[]>(row.subscribers));
        if (card.subscribed) subscribers.add(userId);
        else subscribers.delete(userId);
        await updateCard(trx, boardId, card.id, {
          name: card.name,
          description: card.description,
          idAttachmentCover: card.idAttachmentCover,
          idMembers: toDbJson([...new Set(card.idMembers)]),
          idLabels: toDbJson([...new Set(card.idLabels)]),
          attachments: toDbJson(attachments),
          subscribers: toDbJson([...subscribers]),
          checklists: toDbJson(card.checklists),
          activities: toDbJson(
            nextActivities(fromDbJson<CardActivity[]>(row.activities), card.activities, added, userId, at),
          ),
          due: card.due,
          updatedAt: at,
        });
        const updated = await findCard(trx, boardId, card.id);
        if (!updated) throw cardNotFound();
        return toCard(updated, userId);
      });
    },

    /** Removes the card from the board (and so from its list); answers its id. */
    removeCard(userId: string, boardId: string, cardId: string): Promise<string> {
      return write(boardId, userId, async (trx) => {
        if (!(await deleteCard(trx, boardId, cardId))) throw cardNotFound();
        return cardId;
      });
    },

    /**
     * Puts the cards in the wanted lists and order, applied to what the board holds now (applyCardOrder):
     * the board's lock makes two members' moves one after the other, so the result is one of their
     * orders and every card stays on the board exactly once. Answers the lists.
     */
    orderCards(userId: string, boardId: string, wanted: readonly ListCards[]): Promise<BoardList[]> {
      return write(boardId, userId, async (trx) => {
        const current = await readLists(trx, boardId);
        const cards = new Map<string, CardRow>((await cardsOf(trx, boardId)).map((card) => [card.id, card]));
        for (const list of applyCardOrder(current, wanted))
          for (const [position, cardId] of list.idCards.entries()) {
            const card = cards.get(cardId);
            if (card && (card.listId !== list.id || card.position !== position))
              await updateCard(trx, boardId, cardId, { listId: list.id, position });
          }
        return readLists(trx, boardId);
      });
    },
  };
}
