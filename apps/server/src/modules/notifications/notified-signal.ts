import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * "These users got new in-app notifications", raised by `notify` after its transaction committed, per
 * database (so several apps in one process — tests — each hear only their own). The realtime module
 * listens and pushes `{ type: 'notification', unread }` to the users' sockets.
 */
export type NotifiedListener = (userIds: readonly string[]) => void;

const listeners = new WeakMap<Kysely<DB>, Set<NotifiedListener>>();

export function onNotified(db: Kysely<DB>, listener: NotifiedListener): () => void {
  let set = listeners.get(db);
  if (!set) listeners.set(db, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}

export function emitNotified(db: Kysely<DB>, userIds: readonly string[]): void {
  for (const listener of listeners.get(db) ?? []) listener(userIds);
}
