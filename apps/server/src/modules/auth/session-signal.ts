import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { afterCommit } from '../../db/transaction';

/**
 * "This session, or these sessions of a user, may have ended or changed rights": raised after the write
 * committed (a sign-out, a revocation, a password change, a change of roles, unit or disabled), per database
 * like notified-signal. The realtime module listens and checks the sockets of those sessions again, on every
 * instance. It says what to check, not the outcome: the listener reads the committed state.
 */
export type SessionChange = { userId: string } | { sessionId: string };
export type SessionChangeListener = (change: SessionChange) => void;

const listeners = new WeakMap<Kysely<DB>, Set<SessionChangeListener>>();

export function onSessionChange(db: Kysely<DB>, listener: SessionChangeListener): () => void {
  let set = listeners.get(db);
  if (!set) listeners.set(db, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}

/** Call after the write: at once outside a transaction, else when `inTransaction`'s commits. */
export function signalSessionChange(db: Kysely<DB>, change: SessionChange): void {
  afterCommit(db, (root) => {
    for (const listener of listeners.get(root) ?? []) listener(change);
  });
}
