import type { RealtimeServerEvent } from '@cppcc/contracts';

/**
 * What one server instance tells the others: deliver an event to some users' sockets, or to every
 * connected socket. `origin` is the sending instance, which has already delivered to its own sockets.
 */
export type BusMessage =
  | { kind: 'deliver'; origin: string; userIds: string[]; event: RealtimeServerEvent }
  | { kind: 'broadcast'; origin: string; event: RealtimeServerEvent };

/** Fan-out between server instances. */
export interface Bus {
  publish(message: BusMessage): void;
  /** Called for every message of every instance (its own included: the hub skips those). */
  onMessage(handler: (message: BusMessage) => void): void;
  close(): Promise<void>;
}

/** One process is the whole system: there is nobody else to tell. */
export function memoryBus(): Bus {
  return {
    publish() {},
    onMessage() {},
    async close() {},
  };
}
