/**
 * Conversations on screen right now (the panel's, the chat page's). A message arriving in one of them is
 * read at once (get-chat marks it read) instead of counting as unread.
 */
const viewing = new Map<string, number>();

/** Marks a conversation as shown; call the returned function when it is no longer shown. */
export function markViewing(contactId: string): () => void {
  viewing.set(contactId, (viewing.get(contactId) ?? 0) + 1);
  return () => {
    const count = (viewing.get(contactId) ?? 1) - 1;
    if (count > 0) viewing.set(contactId, count);
    else viewing.delete(contactId);
  };
}

export function isViewing(contactId: string): boolean {
  const visible = typeof document === 'undefined' || document.visibilityState !== 'hidden';
  return visible && viewing.has(contactId);
}
