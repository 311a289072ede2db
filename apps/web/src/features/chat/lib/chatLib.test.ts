import type { Chat, ChatContact, ChatMessage } from '@cppcc/contracts';
import { describe, expect, it } from 'vitest';
import { groupContacts, matchesContact } from './contactGroups';
import { mergeChat, mergeMessages } from './dialog';
import { isViewing, markViewing } from './viewing';

const contact = (id: string, name = id, extra: Partial<ChatContact> = {}): ChatContact => ({
  id,
  name,
  avatar: null,
  status: 'offline',
  mood: '',
  role: 'staff',
  unitName: null,
  ...extra,
});
const message = (who: string, minute: number, text = `m${minute}`): ChatMessage => ({
  who,
  message: text,
  time: new Date(Date.UTC(2026, 4, 3, 6, minute)).toISOString(),
});

describe('groupContacts (seed 000 §2.4)', () => {
  it('puts contacts with chats first, latest conversation first, then the rest in order', () => {
    const contacts = [contact('a'), contact('b'), contact('c'), contact('d')];
    const chats = [
      { chatId: '1', contactId: 'c', lastMessageTime: '2026-01-01T00:00:00.000Z' },
      { chatId: '2', contactId: 'a', lastMessageTime: '2026-03-01T00:00:00.000Z' },
      { chatId: '3', contactId: 'gone', lastMessageTime: '2026-04-01T00:00:00.000Z' },
    ];
    const groups = groupContacts(contacts, chats);
    expect(groups.withChats.map((item) => item.id)).toEqual(['a', 'c']);
    expect(groups.others.map((item) => item.id)).toEqual(['b', 'd']);
  });

  it('keeps the server order of chats with the same last time', () => {
    const time = '2026-02-01T08:00:00.000Z';
    const chats = ['d', 'b', 'a'].map((contactId, index) => ({
      chatId: String(index),
      contactId,
      lastMessageTime: contactId === 'b' ? '2026-02-01T08:00:00.001Z' : time,
    }));
    const groups = groupContacts([contact('a'), contact('b'), contact('d')], chats);
    expect(groups.withChats.map((item) => item.id)).toEqual(['b', 'd', 'a']);
  });
});

describe('matchesContact', () => {
  it('matches name, mood or unit, trimmed and case-insensitive; empty matches all', () => {
    const zhang = contact('z', '发改委 张伟', { unitName: '市发展和改革委员会', mood: 'Busy today' });
    expect(matchesContact(zhang, ' 张伟 ')).toBe(true);
    expect(matchesContact(zhang, '发展')).toBe(true);
    expect(matchesContact(zhang, 'BUSY')).toBe(true);
    expect(matchesContact(zhang, '王')).toBe(false);
    expect(matchesContact(zhang, '   ')).toBe(true);
  });
});

describe('dialog merging', () => {
  it('adds each message once, oldest first', () => {
    const merged = mergeMessages([message('a', 1), message('b', 3)], [message('b', 3), message('a', 2)]);
    expect(merged.map((item) => item.message)).toEqual(['m1', 'm2', 'm3']);
  });
  it('puts a stored message in the place of its pending copy (same client id), whatever their times', () => {
    const pending = { who: 'me', message: '明天见', time: '2026-11-28T10:00:05.000Z', clientId: 'k1' };
    const stored = { ...pending, time: '2026-11-28T10:00:01.000Z' };
    const merged = mergeMessages([message('a', 1), pending], [stored, message('b', 4)]);
    expect(merged.filter((item) => item.clientId === 'k1')).toEqual([stored]);
    expect(merged).toHaveLength(3);
  });
  it('keeps loaded older pages and their hasMore when the newest page is fetched again', () => {
    const current: Chat = {
      id: 'c',
      dialog: [message('a', 1), message('a', 2), message('a', 3)],
      hasMore: false,
    };
    const incoming: Chat = {
      id: 'c',
      dialog: [message('a', 2), message('a', 3), message('b', 4)],
      hasMore: true,
    };
    const merged = mergeChat(current, incoming);
    expect(merged.dialog.map((item) => item.message)).toEqual(['m1', 'm2', 'm3', 'm4']);
    expect(merged.hasMore).toBe(false);
    expect(mergeChat({ ...current, dialog: [] }, incoming).hasMore).toBe(true);
    const other = { ...incoming, id: 'other' };
    expect(mergeChat(current, other)).toBe(other);
  });
});

describe('viewing', () => {
  it('counts conversations on screen', () => {
    const first = markViewing('x');
    const second = markViewing('x');
    first();
    expect(isViewing('x')).toBe(true);
    second();
    expect(isViewing('x')).toBe(false);
  });
});
