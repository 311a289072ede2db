/**
 * Who has at least one open realtime connection, on any instance. Each instance reports its own
 * connections; `onlineAmong` answers for the whole system.
 */
export interface PresenceStore {
  /** One more connection of the user on this instance. */
  add(userId: string): Promise<void>;
  /** One connection fewer. */
  remove(userId: string): Promise<void>;
  /** The users of the list with a connection anywhere. */
  onlineAmong(userIds: readonly string[]): Promise<Set<string>>;
  close(): Promise<void>;
}

/** A single instance: its own connection counts are the whole truth. */
export function memoryPresence(): PresenceStore {
  const counts = new Map<string, number>();
  return {
    add(userId) {
      counts.set(userId, (counts.get(userId) ?? 0) + 1);
      return Promise.resolve();
    },
    remove(userId) {
      const left = (counts.get(userId) ?? 0) - 1;
      if (left > 0) counts.set(userId, left);
      else counts.delete(userId);
      return Promise.resolve();
    },
    onlineAmong(userIds) {
      return Promise.resolve(new Set(userIds.filter((id) => counts.has(id))));
    },
    close() {
      counts.clear();
      return Promise.resolve();
    },
  };
}
