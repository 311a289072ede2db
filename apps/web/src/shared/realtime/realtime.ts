import type { RealtimeServerEvent } from '@cppcc/contracts';
import { RealtimeClient, realtimeUrl } from './realtimeClient';

type EventParser = (data: unknown) => RealtimeServerEvent | null;

/**
 * Handed over by `RealtimeConnection` before it opens the socket: the event schemas (zod) come with that lazy
 * part, after the page's content, not with every page that imports the hooks. No frame arrives before it.
 */
let parseEvent: EventParser = () => null;

export function parseEventsWith(parser: EventParser): void {
  parseEvent = parser;
}

/** The page's one realtime connection; `RealtimeConnection` starts and stops it with the session. */
export const realtime = new RealtimeClient({
  createSocket: (url) => new WebSocket(url),
  urlFor: (token) => realtimeUrl(token, window.location),
  random: () => Math.random(),
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
  parse: (data) => parseEvent(data),
});
