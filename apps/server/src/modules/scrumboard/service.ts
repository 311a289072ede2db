import {
  boardUri,
  DEFAULT_LANGUAGE,
  type Board,
  type BoardLabel,
  type BoardList,
  type BoardMember,
  type BoardSettings,
  type BoardSummary,
  type Language,
} from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { afterCommit, inTransaction } from '../../db/transaction';
import { fromDbBool, fromDbJson, newId, nowIso, toDbBool, toDbJson } from '../../db/values';
import { badRequest, notFound } from '../../http/errors';
import { boardWriter, memberBoard, type ScrumboardDeps } from './access';
import { cardCommands } from './cards';
import { applyListOrder } from './order';
import { toBoard, toLists, toMember, toSummary } from './presenter';
import {
  boardsOf,
  cardsOf,
  deleteBoard,
  deleteList,
  deleteMembers,
  insertBoard,
  insertList,
  insertMember,
  listsOf,
  membersOf,
  people,
  setSubscribed,
  updateBoard,
  updateCard,
  updateList,
} from './repository';

/** A new board's labels (seed 001 §9: coloured backgrounds), named in the creator's language. */
const DEFAULT_LABELS: readonly { zh: string; en: string; class: BoardLabel['class'] }[] = [
  { zh: '调研', en: 'Research', class: 'blue' },
  { zh: '起草', en: 'Drafting', class: 'teal' },
  { zh: '设计', en: 'Design', class: 'purple' },
  { zh: '修复', en: 'Fix', class: 'red' },
  { zh: '复核', en: 'Review', class: 'amber' },
];
const UNTITLED = { 'zh-CN': '未命名看板', en: 'Untitled Board' } as const;

/**
 * The scrumboard app (seed 001 §7): boards their members share. Every read and write checks that the
 * caller is a member (404 "Requested board do not exist." otherwise); writes go through `boardWriter`
 * (one transaction, the board's row lock, a realtime signal to its members after the commit).
 */
export function scrumboardService(db: Kysely<DB>, deps: ScrumboardDeps = {}) {
  const now = deps.now ?? nowIso;
  const write = boardWriter(db, deps);
  const language: Language = deps.language ?? DEFAULT_LANGUAGE;

  async function readBoard(trx: Kysely<DB>, boardId: string, userId: string): Promise<Board> {
    const { board, subscribed } = await memberBoard(trx, boardId, userId);
    const [lists, cards, members] = await Promise.all([
      listsOf(trx, boardId),
      cardsOf(trx, boardId),
      membersOf(trx, boardId),
    ]);
    return toBoard(board, subscribed, { lists, cards, members }, userId);
  }
  async function readLists(trx: Kysely<DB>, boardId: string): Promise<BoardList[]> {
    return toLists(await listsOf(trx, boardId), await cardsOf(trx, boardId));
  }

  return {
    ...cardCommands(db, deps, readBoard, readLists),

    async boards(userId: string): Promise<BoardSummary[]> {
      return (await boardsOf(db, userId)).map(toSummary);
    },

    board(userId: string, boardId: string): Promise<Board> {
      return readBoard(db, boardId, userId);
    },

    /** Who can be made a member of a board: every active account. */
    async people(): Promise<BoardMember[]> {
      return (await people(db)).map(toMember);
    },

    create(userId: string, fields: { name?: string | undefined }): Promise<BoardSummary> {
      return inTransaction(db, async (trx) => {
        const name = fields.name ?? UNTITLED[language];
        const at = now();
        const labels: BoardLabel[] = DEFAULT_LABELS.map((label) => ({
          id: newId(),
          name: language === 'en' ? label.en : label.zh,
          class: label.class,
        }));
        const row = {
          id: newId(),
          name,
          uri: boardUri(name),
          color: '',
          cardCoverImages: toDbBool(true),
          labels: toDbJson(labels),
          createdBy: userId,
          version: 1,
          createdAt: at,
          updatedAt: at,
        };
        await insertBoard(trx, row);
        await insertMember(trx, row.id, userId, at);
        const realtime = deps.realtime;
        if (realtime)
          afterCommit(trx, () =>
            realtime.publish([userId], { type: 'scrumboard', boardId: row.id, removed: false }),
          );
        return toSummary(row);
      });
    },

    rename(userId: string, boardId: string, name: string): Promise<string> {
      return write(boardId, userId, async (trx) => {
        await updateBoard(trx, boardId, { name, uri: boardUri(name) });
        return name;
      });
    },

    updateSettings(
      userId: string,
      boardId: string,
      settings: Partial<BoardSettings>,
    ): Promise<BoardSettings> {
      return write(boardId, userId, async (trx) => {
        await updateBoard(trx, boardId, {
          ...(settings.color !== undefined && { color: settings.color }),
          ...(settings.cardCoverImages !== undefined && {
            cardCoverImages: toDbBool(settings.cardCoverImages),
          }),
        });
        if (settings.subscribed !== undefined)
          await setSubscribed(trx, boardId, userId, toDbBool(settings.subscribed));
        const { board, subscribed } = await memberBoard(trx, boardId, userId);
        return {
          color: board.color as BoardSettings['color'],
          subscribed,
          cardCoverImages: fromDbBool(board.cardCoverImages),
        };
      });
    },

    remove(userId: string, boardId: string): Promise<true> {
      return write(
        boardId,
        userId,
        async (trx) => {
          await deleteBoard(trx, boardId);
          return true as const;
        },
        { removed: true },
      );
    },

    /**
     * Sets the board's members (the caller always stays one); a member who leaves is taken off the
     * board's cards too.
     */
    setMembers(userId: string, boardId: string, memberIds: readonly string[]): Promise<BoardMember[]> {
      return write(boardId, userId, async (trx) => {
        const wanted = [...new Set([userId, ...memberIds])];
        const found = new Set((await people(trx, wanted)).map((person) => person.id));
        const unknown = memberIds.findIndex((id) => !found.has(id));
        if (unknown >= 0)
          throw badRequest('scrumboard.personUnknown', {
            fields: { [`memberIds.${unknown}`]: 'scrumboard.personUnknown' },
          });
        const current = (await membersOf(trx, boardId)).map((member) => member.id);
        const leaving = current.filter((id) => !wanted.includes(id));
        await deleteMembers(trx, boardId, leaving);
        const at = now();
        for (const id of wanted) if (!current.includes(id)) await insertMember(trx, boardId, id, at);
        if (leaving.length > 0)
          for (const card of await cardsOf(trx, boardId)) {
            const own = fromDbJson<string[]>(card.idMembers);
            if (own.some((id) => leaving.includes(id)))
              await updateCard(trx, boardId, card.id, {
                idMembers: toDbJson(own.filter((id) => !leaving.includes(id))),
              });
          }
        return (await membersOf(trx, boardId)).map(toMember);
      });
    },

    /** Adds a list at the end; answers all lists. */
    addList(userId: string, boardId: string, name: string): Promise<BoardList[]> {
      return write(boardId, userId, async (trx) => {
        const lists = await listsOf(trx, boardId);
        const position = lists.reduce((max, list) => Math.max(max, list.position + 1), 0);
        await insertList(trx, { id: newId(), boardId, name, position });
        return readLists(trx, boardId);
      });
    },

    renameList(userId: string, boardId: string, listId: string, name: string): Promise<string> {
      return write(boardId, userId, async (trx) => {
        if (!(await updateList(trx, boardId, listId, { name })))
          throw notFound('scrumboard.listNotFound', { fields: { listId: 'scrumboard.listNotFound' } });
        return name;
      });
    },

    /** Removes a list with its cards. */
    removeList(userId: string, boardId: string, listId: string): Promise<true> {
      return write(boardId, userId, async (trx) => {
        if (!(await deleteList(trx, boardId, listId)))
          throw notFound('scrumboard.listNotFound', { fields: { listId: 'scrumboard.listNotFound' } });
        return true as const;
      });
    },

    /** Puts the lists in the wanted order (see applyListOrder); answers them. */
    orderLists(userId: string, boardId: string, wanted: readonly { id: string }[]): Promise<BoardList[]> {
      return write(boardId, userId, async (trx) => {
        const lists = await listsOf(trx, boardId);
        const order = applyListOrder(
          lists.map((list) => list.id),
          wanted.map((list) => list.id),
        );
        for (const [position, id] of order.entries()) {
          const list = lists.find((candidate) => candidate.id === id);
          if (list && list.position !== position) await updateList(trx, boardId, id, { position });
        }
        return readLists(trx, boardId);
      });
    },
  };
}
export type ScrumboardService = ReturnType<typeof scrumboardService>;
