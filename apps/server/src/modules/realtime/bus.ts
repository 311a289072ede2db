import type { RealtimeServerEvent } from '@cppcc/contracts';
import type { SessionChange } from '../auth/session-signal';

/**
 * What one server instance tells the others: deliver an event to some users' sockets, or to every
 * connected socket. `origin` is the sending instance, which has already delivered to its own sockets.
 */
export type BusMessage =
  | { kind: 'deliver'; origin: string; deliveries: Delivery[] }
  | { kind: 'broadcast'; origin: string; event: RealtimeServerEvent }
  /** Sessions ended or changed rights: each instance checks its sockets of them again. */
  | { kind: 'sessions'; origin: string; change: SessionChange }
  /** `origin` lost messages it published while Redis was away: every client refetches. */
  | { kind: 'resync'; origin: string };

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
  /**
   * Called when the bus works again after an outage (both directions: this instance hears the others and
   * can publish). `missedPublishes`: some of this instance's own messages were lost meanwhile.
   */
  onResume(handler: (missedPublishes: boolean) => void): void;
  close(): Promise<void>;
}

/** One process is the whole system: there is nobody else to tell. */
export function memoryBus(): Bus {
  return {
    publish() {},
    onMessage() {},
    onResume() {},
    async close() {},
  };
}
