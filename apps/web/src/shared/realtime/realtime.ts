import { RealtimeClient, realtimeUrl } from './realtimeClient';

/** The page's one realtime connection; `RealtimeConnection` starts and stops it with the session. */
export const realtime = new RealtimeClient({
  createSocket: (url) => new WebSocket(url),
  urlFor: (token) => realtimeUrl(token, window.location),
  random: () => Math.random(),
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
});
