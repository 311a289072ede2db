import type { RealtimeServerEvent } from '@cppcc/contracts';

/**
 * What one server instance tells the others: deliver an event to some users' sockets, or to every
 * connected socket. `origin` is the sending instance, which has already delivered to its own sockets.
 */
export type BusMessage =
  | { kind: 'deliver'; origin: string; deliveries: Delivery[] }
  | { kind: 'broadcast'; origin: string; event: RealtimeServerEvent };

/** One event for some users' sockets; one bus message carries all those of one change (one PUBLISH). */
export interface Delivery {
  userIds: string[];
  event: RealtimeServerEvent;
}

/** Fan-out between server instances. */
export interface Bus {
  publish(message: BusMessage): void;
  /** Called for every message of every instance (its own may come back too: the hub skips those). */
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
