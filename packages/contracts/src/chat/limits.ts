/*
 * The chat's limits and statuses, schema-free: the chat panel's input and profile dialog read them without
 * evaluating the chat API's schemas (issue 33 §1).
 */

export const CHAT_STATUSES = ['online', 'do-not-disturb', 'away', 'offline'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];
/** What a user may choose; `offline` is what others see when no connection of theirs is open. */
export const CHOOSABLE_CHAT_STATUSES = ['online', 'do-not-disturb', 'away'] as const;

export const CHAT_MESSAGE_MAX = 2000;
export const CHAT_MOOD_MAX = 200;
export const CHAT_NAME_MAX = 60;
/** Messages get-chat returns (the newest), and the largest page of GET /api/chat/messages. */
export const CHAT_PAGE_SIZE = 50;
/** The longest client id of a send (the client's own key for its message, e.g. a UUID). */
export const CHAT_CLIENT_ID_MAX = 64;
/** After the last connection of a user closes, they show as offline once this much time has passed. */
export const PRESENCE_GRACE_MS = 5000;
