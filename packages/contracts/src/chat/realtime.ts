/*
 * Schema-free (the event schemas are in `chat.ts`): every signed-in page's realtime client takes these without
 * loading zod.
 */

/** The realtime WebSocket: `${REALTIME_PATH}?token=<access token>`. */
export const REALTIME_PATH = '/api/realtime';

/** The realtime socket's close codes (4000–4999 are the application's). */
export const REALTIME_CLOSE = {
  /** No valid token when the socket opened. */
  unauthorized: 4401,
  /** The session ended (sign-out, revoked, password changed, account disabled): sign in again. */
  sessionEnded: 4440,
  /** The account's roles or unit changed: reconnect with a fresh token so the new rights apply. */
  rightsChanged: 4403,
} as const;
