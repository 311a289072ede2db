import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { RealtimeSignal } from '../../../shared/realtime/realtimeClient';
import type { RootState } from '../../../shared/store/rootReducer';
import { chatApi } from '../api';
import { mergeMessages, messageKey } from '../lib/dialog';
import { isViewing } from '../lib/viewing';
import { chatUpserted } from './chatsSlice';
import { contactStatusChanged, contactUnreadSet, presenceForgotten } from './contactsSlice';
import { outboxStored } from './outboxSlice';

type Thunk = ThunkAction<void, RootState, unknown, UnknownAction>;

/**
 * What a realtime signal changes in the chat state: a message is appended live (and read at once when its
 * conversation is on screen, else counted as unread), reads clear badges, presence moves status dots, the
 * socket's first `ready` reads the contacts' statuses again, and a reconnect refetches everything that may
 * have been missed.
 */
export function chatSignalReceived(signal: RealtimeSignal): Thunk {
  return (dispatch, getState) => {
    switch (signal.type) {
      case 'chat.message': {
        const { chatId, contactId, message, unread } = signal;
        dispatch(chatUpserted({ chatId, contactId, lastMessageTime: message.time }));
        dispatch(
          chatApi.util.updateQueryData('getChat', contactId, (chat) => {
            if (chat.id === chatId) chat.dialog = mergeMessages(chat.dialog, [message]);
          }),
        );
        // My own message, stored (its echo): a pending or failed copy of it (the outbox holds mine alone)
        // is sent, whatever its own answer says or whether one still comes — the socket may have dropped.
        const key = messageKey(message);
        if (getState().chatOutbox?.[key]) dispatch(outboxStored([key]));
        const me = getState().session.user.uid;
        if (message.who !== me && isViewing(contactId)) {
          // get-chat marks it read; its merge keeps the older pages already on screen.
          void dispatch(
            chatApi.endpoints.getChat.initiate(contactId, { subscribe: false, forceRefetch: true }),
          );
        } else {
          dispatch(contactUnreadSet({ id: contactId, unread }));
        }
        // A contact the list does not hold yet (e.g. a new account): load the contacts again.
        if (!getState().chatContacts?.entities[contactId])
          dispatch(chatApi.util.invalidateTags(['ChatContacts']));
        return;
      }
      case 'chat.read':
        dispatch(contactUnreadSet({ id: signal.contactId, unread: 0 }));
        return;
      case 'presence':
        dispatch(contactStatusChanged({ id: signal.userId, status: signal.status }));
        return;
      case 'ready':
        // Contacts read over HTTP before this socket could hear presence: someone who came online in between
        // would stay shown offline, so they are read again now that no change can be missed. Not read yet
        // (the rail waits for the socket): nothing to do — an invalidation would only be delayed while other
        // queries are pending (RTK Query's default) and then re-read the contacts the rail has just read.
        if (chatApi.util.selectInvalidatedBy(getState(), ['ChatContacts']).length === 0) return;
        dispatch(chatApi.util.invalidateTags(['ChatContacts']));
        return;
      case 'reconnected':
        dispatch(presenceForgotten());
        dispatch(chatApi.util.invalidateTags(['ChatUser', 'ChatContacts', 'Chat']));
        return;
      default:
        // typing is shown by the conversation itself (useTyping); notification is not chat's.
        return;
    }
  };
}
