import type { ChatContact, ChatListEntry } from '@cppcc/contracts';

export interface ContactGroups {
  /** Contacts the user has a chat with, the latest conversation first. */
  withChats: ChatContact[];
  /** Everyone else, in the server's order. */
  others: ChatContact[];
}

/** Seed 000 §2.4: contacts that already have chats come first, then the rest. */
export function groupContacts(
  contacts: readonly ChatContact[],
  chats: readonly ChatListEntry[],
): ContactGroups {
  const byId = new Map(contacts.map((contact) => [contact.id, contact]));
  const ordered = chats
    .map((chat, index) => ({ chat, index }))
    .sort((a, b) => b.chat.lastMessageTime.localeCompare(a.chat.lastMessageTime) || a.index - b.index);
  const withChats: ChatContact[] = [];
  for (const { chat } of ordered) {
    const contact = byId.get(chat.contactId);
    if (contact) withChats.push(contact);
  }
  const chatted = new Set(withChats.map((contact) => contact.id));
  return { withChats, others: contacts.filter((contact) => !chatted.has(contact.id)) };
}

/** Seed 001 /apps/chat: the search over contacts, by name, mood or unit, trimmed and case-insensitive. */
export function matchesContact(contact: ChatContact, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return [contact.name, contact.mood, contact.unitName ?? ''].some((text) =>
    text.toLowerCase().includes(needle),
  );
}
