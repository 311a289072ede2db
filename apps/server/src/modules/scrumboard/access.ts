import type { Language, RealtimeServerEvent } from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { afterCommit, inTransaction } from '../../db/transaction';
import { fromDbBool, nowIso, type Clock } from '../../db/values';
import { notFound } from '../../http/errors';
import { boardForMember, lockBoard, membersOf, type BoardRow } from './repository';

/** What the scrumboard needs of the realtime layer (the hub satisfies it; the seed has none). */
export interface ScrumboardRealtime {
  publish(userIds: readonly string[], event: RealtimeServerEvent): void;
}
export interface ScrumboardDeps {
  now?: Clock;
  realtime?: ScrumboardRealtime | undefined;
  language?: Language;
}

/** The one answer for a board the caller may not see, exactly like an unknown one (seed 001 §8). */
export const boardNotFound = () => notFound('scrumboard.boardNotFound');

export interface BoardAccess {
  board: BoardRow;
  /** The caller's own subscription. */
  subscribed: boolean;
}

/** The board if the caller is one of its members; 404 otherwise. */
export async function memberBoard(db: Kysely<DB>, boardId: string, userId: string): Promise<BoardAccess> {
  const row = await boardForMember(db, boardId, userId);
  if (!row) throw boardNotFound();
  const { subscribed, ...board } = row;
  return { board, subscribed: fromDbBool(subscribed) };
}

/**
 * Runs a write to a board in one transaction: the board's row is locked first (its version bumped), so
 * concurrent writes to one board happen one after the other; then the caller must be a member. After
 * the commit, every member (those before and after the write) is told the board changed.
 */
export function boardWriter(db: Kysely<DB>, deps: ScrumboardDeps) {
  const now = deps.now ?? nowIso;
  return async function write<T>(
    boardId: string,
    userId: string,
    work: (trx: Kysely<DB>, access: BoardAccess) => Promise<T>,
    options: { removed?: boolean } = {},
  ): Promise<T> {
    return inTransaction(db, async (trx) => {
      if (!(await lockBoard(trx, boardId, now()))) throw boardNotFound();
      const access = await memberBoard(trx, boardId, userId);
      const before = (await membersOf(trx, boardId)).map((member) => member.id);
      const result = await work(trx, access);
      const after = options.removed ? [] : (await membersOf(trx, boardId)).map((member) => member.id);
      const realtime = deps.realtime;
      if (realtime)
        afterCommit(trx, () =>
          realtime.publish([...new Set([...before, ...after])], {
            type: 'scrumboard',
            boardId,
            removed: options.removed ?? false,
          }),
        );
      return result;
    });
  };
}
