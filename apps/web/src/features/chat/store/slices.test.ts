import type { ChatContact, ChatListEntry } from '@cppcc/contracts';
import { describe, expect, it } from 'vitest';
import { chatPanelClosed, chatPanelOpened, chatPanelToggled } from '../../../shared/chat/chatPanelActions';
import { chatPanelSlice } from './chatPanelSlice';
import { chatsLoaded, chatsSlice, chatUpserted } from './chatsSlice';
import {
  contactDeselected,
  contactSelected,
  contactsLoaded,
  contactsSlice,
  contactStatusChanged,
  contactUnreadSet,
  presenceForgotten,
} from './contactsSlice';

const init = { type: 'init' };

const contact = (id: string, extra: Partial<ChatContact> = {}): ChatContact => ({
  id,
  name: `Name ${id}`,
  avatar: null,
  status: 'online',
  mood: '',
  role: 'staff',
  unitName: null,
  ...extra,
});
const chat = (contactId: string, time = '2026-01-01T00:00:00.000Z'): ChatListEntry => ({
  chatId: `chat-${contactId}`,
  contactId,
  lastMessageTime: time,
});

describe('chat panel slice (seed 000 §4)', () => {
  const reducer = chatPanelSlice.reducer;
  it('is closed at first; opens, closes and toggles', () => {
    const closed = reducer(undefined, init);
    expect(closed.open).toBe(false);
    expect(reducer(closed, chatPanelOpened()).open).toBe(true);
    expect(reducer({ open: true }, chatPanelClosed()).open).toBe(false);
    expect(reducer(closed, chatPanelToggled()).open).toBe(true);
    expect(reducer({ open: true }, chatPanelToggled()).open).toBe(false);
  });
  it('opens when a contact is selected', () => {
    expect(reducer(undefined, contactSelected('c1')).open).toBe(true);
  });
});

describe('contacts slice (seed 000 §3, §4)', () => {
  const reducer = contactsSlice.reducer;
  const loaded = reducer(undefined, contactsLoaded([contact('a'), contact('b')]));
  it('starts empty with no selected contact (null)', () => {
    const state = reducer(undefined, init);
    expect(state.ids).toEqual([]);
    expect(state.selectedContactId).toBeNull();
  });
  it('replaces the list on load', () => {
    expect(loaded.ids).toEqual(['a', 'b']);
    const again = reducer(loaded, contactsLoaded([contact('c')]));
    expect(again.ids).toEqual(['c']);
    expect(again.entities.a).toBeUndefined();
  });
  it('selects and deselects (back to null)', () => {
    const selected = reducer(loaded, contactSelected('b'));
    expect(selected.selectedContactId).toBe('b');
    expect(reducer(selected, contactDeselected()).selectedContactId).toBeNull();
  });
  it('keeps the selection across a reload', () => {
    const selected = reducer(loaded, contactSelected('b'));
    expect(reducer(selected, contactsLoaded([contact('b')])).selectedContactId).toBe('b');
  });
  it('moves the status dot and sets or clears the unread count', () => {
    const away = reducer(loaded, contactStatusChanged({ id: 'a', status: 'away' }));
    expect(away.entities.a?.status).toBe('away');
    const unread = reducer(away, contactUnreadSet({ id: 'a', unread: 3 }));
    expect(unread.entities.a?.unread).toBe(3);
    const read = reducer(unread, contactUnreadSet({ id: 'a', unread: 0 }));
    expect(read.entities.a && 'unread' in read.entities.a).toBe(false);
    // A contact not loaded yet keeps its heard status for the load.
    const early = reducer(loaded, contactStatusChanged({ id: 'zz', status: 'away' }));
    expect(early.ids).toEqual(loaded.ids);
  });
  it('keeps a status heard on the socket when an older read arrives after it, until a reconnect', () => {
    // The read was answered while 'a' was offline; the socket said 'a' came online before the answer arrived.
    const heard = reducer(undefined, contactStatusChanged({ id: 'a', status: 'online' }));
    const read = reducer(heard, contactsLoaded([{ ...contact('a'), status: 'offline' }, contact('b')]));
    expect(read.entities.a?.status).toBe('online');
    const forgotten = reducer(read, presenceForgotten());
    const reread = reducer(forgotten, contactsLoaded([{ ...contact('a'), status: 'offline' }]));
    expect(reread.entities.a?.status).toBe('offline');
  });
});

describe('chats slice (seed 000 §4)', () => {
  const reducer = chatsSlice.reducer;
  const loaded = reducer(undefined, chatsLoaded([chat('a'), chat('b')]));
  it('is keyed by contactId and a load replaces the whole state', () => {
    expect(loaded.ids).toEqual(['a', 'b']);
    expect(loaded.entities.a?.chatId).toBe('chat-a');
    const again = reducer(loaded, chatsLoaded([chat('c')]));
    expect(again.ids).toEqual(['c']);
    expect(again.entities.a).toBeUndefined();
  });
  it('replaces the chat with the same contactId where it stands', () => {
    const updated = reducer(loaded, chatUpserted(chat('b', '2026-02-02T00:00:00.000Z')));
    expect(updated.ids).toEqual(['a', 'b']);
    expect(updated.entities.b?.lastMessageTime).toBe('2026-02-02T00:00:00.000Z');
  });
  it('puts a new chat first', () => {
    expect(reducer(loaded, chatUpserted(chat('n'))).ids).toEqual(['n', 'a', 'b']);
  });
});
