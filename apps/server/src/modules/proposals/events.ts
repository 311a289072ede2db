import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { newOrderedId } from '../../db/values';
import { insertEvent, type EventInput } from './repository';

/**
 * A history entry for something done beside the workflow (a note, a file, a supervision, an evaluation):
 * the proposal's or task's state is the same before and after.
 */
export async function insertSideEvent(
  db: Kysely<DB>,
  event: Omit<EventInput, 'fromState' | 'toState'> & { state: string },
  createdAt: string,
): Promise<void> {
  const { state, ...rest } = event;
  await insertEvent(db, newOrderedId(), { ...rest, fromState: state, toState: state }, createdAt);
}
