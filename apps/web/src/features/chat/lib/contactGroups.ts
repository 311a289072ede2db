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
  // The times are the server's ISO strings, ordered as text: `localeCompare` went through the page's ICU
  // collator, 25–91 ms of the landings' main thread for the staff's 200 chats (bench/RESULTS.md, issue 33 §1).
  const later = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);
  const ordered = chats
    .map((chat, index) => ({ chat, index }))
    .sort((a, b) => later(a.chat.lastMessageTime, b.chat.lastMessageTime) || a.index - b.index);
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
