import type { ChatContact } from '@cppcc/contracts';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../../app/store';
import { chatApi } from '../api';
import type { AppDispatch, RootState } from '../../../shared/store/rootReducer';
import { selectChats, selectContactById } from './index';
import { contactsLoaded } from './contactsSlice';
import { chatSignalReceived } from './realtimeSignals';

const contact: ChatContact = {
  id: 'u2',
  name: '委员 刘建国',
  avatar: null,
  status: 'online',
  mood: '',
  role: 'members',
  unitName: null,
};

function setup() {
  const store = makeStore();
  const dispatch = store.dispatch as AppDispatch;
  const state = () => store.getState() as RootState;
  dispatch(contactsLoaded([contact]));
  return { dispatch, state };
}

describe('realtime signals in the chat state', () => {
  it('counts a message from a contact not on screen as unread and puts its chat first', () => {
    const { dispatch, state } = setup();
    dispatch(
      chatSignalReceived({
        type: 'chat.message',
        chatId: 'c1',
        contactId: 'u2',
        message: { who: 'u2', message: '你好', time: '2026-05-03T06:05:00.000Z' },
        unread: 2,
      }),
    );
    expect(selectContactById(state(), 'u2')?.unread).toBe(2);
    expect(selectChats(state())).toEqual([
      { chatId: 'c1', contactId: 'u2', lastMessageTime: '2026-05-03T06:05:00.000Z' },
    ]);
    dispatch(chatSignalReceived({ type: 'chat.read', chatId: 'c1', contactId: 'u2' }));
    expect(selectContactById(state(), 'u2')?.unread).toBeUndefined();
  });

  it('moves the status dot on presence', () => {
    const { dispatch, state } = setup();
    dispatch(chatSignalReceived({ type: 'presence', userId: 'u2', status: 'offline' }));
    expect(selectContactById(state(), 'u2')?.status).toBe('offline');
  });

  it('reads the contacts again when the socket is first ready after they were read (presence in between was missed)', async () => {
    const store = makeStore();
    const dispatch = store.dispatch as AppDispatch;
    await dispatch(chatApi.util.upsertQueryData('chatContacts', undefined, [contact]));
    expect(readyActions(() => store.getState() as RootState)).toEqual([[true, ['ChatContacts']]]);
  });

  it('does not when the contacts were not read yet (the rail reads them once the socket is ready)', () => {
    const { state } = setup();
    expect(readyActions(state)).toEqual([]);
  });
});

/** What the socket's `ready` dispatches: [is it an invalidation, its payload]. */
function readyActions(state: () => RootState) {
  const actions: { type: string; payload?: unknown }[] = [];
  const record = (action: unknown) => {
    actions.push(action as { type: string; payload?: unknown });
    return action;
  };
  chatSignalReceived({ type: 'ready', userId: 'u1' })(record, state, undefined);
  return actions.map(({ type, payload }) => [type.endsWith('/invalidateTags'), payload]);
}
