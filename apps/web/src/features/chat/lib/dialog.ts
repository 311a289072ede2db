import type { Chat, ChatMessage } from '@cppcc/contracts';

/**
 * What tells messages apart (the same message may arrive twice): the sender's client id when the send named
 * one — the same for the pending copy and the stored message, whatever their times —, else sender, time
 * and text (messages carry no id).
 */
export function messageKey(message: ChatMessage): string {
  return message.clientId === undefined
    ? `${message.who}|${message.time}|${message.message}`
    : `${message.who}|#${message.clientId}`;
}

/**
 * `messages` added to `dialog` once each, oldest first (a stable sort: equal times keep their order). One
 * already there under the same key is replaced: the stored message takes its pending copy's place.
 */
export function mergeMessages(
  dialog: readonly ChatMessage[],
  messages: readonly ChatMessage[],
): ChatMessage[] {
  const merged = [...dialog];
  const at = new Map(dialog.map((message, index) => [messageKey(message), index]));
  for (const message of messages) {
    const key = messageKey(message);
    const index = at.get(key);
    if (index === undefined) {
      at.set(key, merged.length);
      merged.push(message);
    } else merged[index] = message;
  }
  return merged.sort((a, b) => Date.parse(a.time) - Date.parse(b.time));
}

/**
 * A refetched chat (get-chat answers the newest page) laid over the cached one: older pages already loaded
 * stay, and so does their `hasMore`. Another chat id (a new conversation) replaces it.
 */
export function mergeChat(current: Chat, incoming: Chat): Chat {
  if (current.id !== incoming.id) return incoming;
  const oldestCurrent = current.dialog[0];
  const oldestIncoming = incoming.dialog[0];
  const keepsOlder =
    oldestCurrent !== undefined &&
    (oldestIncoming === undefined || Date.parse(oldestCurrent.time) < Date.parse(oldestIncoming.time));
  return {
    id: incoming.id,
    dialog: mergeMessages(current.dialog, incoming.dialog),
    hasMore: keepsOlder ? current.hasMore : incoming.hasMore,
  };
}
