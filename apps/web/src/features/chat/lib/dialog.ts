import type { Chat, ChatMessage } from '@cppcc/contracts';

/** Messages carry no id: sender, time and text tell them apart (the same message may arrive twice). */
export function messageKey(message: ChatMessage): string {
  return `${message.who}|${message.time}|${message.message}`;
}

/** `messages` added to `dialog` once each, oldest first (a stable sort: equal times keep their order). */
export function mergeMessages(
  dialog: readonly ChatMessage[],
  messages: readonly ChatMessage[],
): ChatMessage[] {
  const seen = new Set(dialog.map(messageKey));
  const merged = [...dialog];
  for (const message of messages) {
    const key = messageKey(message);
    if (seen.has(key)) continue;
    seen.add(key);
    merged.push(message);
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
