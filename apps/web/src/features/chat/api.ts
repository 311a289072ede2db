import type {
  Chat,
  ChatContact,
  ChatMessage,
  ChatUser,
  ChatUserData,
  GetChatAnswer,
  SendMessageAnswer,
  SendMessageBody,
} from '@cppcc/contracts';
import { baseApi } from '../../shared/api/baseApi';
import type { AppDispatch, RootState } from '../../shared/store/rootReducer';
import { mergeChat, mergeMessages, messageKey } from './lib/dialog';
import { chatsLoaded, chatUpserted } from './store/chatsSlice';
import { contactsLoaded, contactUnreadSet } from './store/contactsSlice';
import { outboxStored } from './store/outboxSlice';

export interface ChatMessagesPage {
  items: ChatMessage[];
  hasMore: boolean;
}

/**
 * The chat calls (seed 000 §7). Server answers feed the seed's slices (a profile load replaces the chat
 * list, a contacts load the contacts); each open conversation is a `getChat` cache entry per contact, which
 * sending, realtime messages and older pages patch in place.
 */
export const chatApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['ChatUser', 'ChatContacts', 'Chat'] })
  .injectEndpoints({
    endpoints: (build) => ({
      chatUser: build.query<ChatUser, void>({
        query: () => '/chat/user',
        providesTags: ['ChatUser'],
        async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: null }));
          if (data) dispatch(chatsLoaded(data.chatList));
        },
      }),
      chatContacts: build.query<ChatContact[], void>({
        query: () => '/chat/contacts',
        providesTags: ['ChatContacts'],
        async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: null }));
          if (data) dispatch(contactsLoaded(data));
        },
      }),
      /** Opens the chat with a contact (created if need be) and marks it read. Keyed by contactId. */
      getChat: build.query<Chat, string>({
        async queryFn(contactId, api, _extra, baseQuery) {
          const state = () => api.getState() as RootState;
          const userId = state().session.user.uid;
          const result = await baseQuery({ url: '/chat/get-chat', params: { contactId, userId } });
          if (result.error) return { error: result.error };
          const answer = result.data as GetChatAnswer;
          api.dispatch(contactUnreadSet({ id: contactId, unread: 0 }));
          // My messages pending or failed in the outbox that the chat holds stored (e.g. the refetch after a
          // reconnect, the socket having dropped before their answer): sent. The merge below puts the stored
          // ones in their copies' places (same client id), so each shows once.
          const outbox = state().chatOutbox ?? {};
          const stored = answer.chat.dialog.map(messageKey).filter((key) => outbox[key] !== undefined);
          if (stored.length > 0) api.dispatch(outboxStored(stored));
          applyProfile(api.dispatch as AppDispatch, answer.userChatData, contactId);
          return { data: answer.chat };
        },
        providesTags: (_chat, _error, contactId) => [{ type: 'Chat', id: contactId }],
        // A refetch (after a reconnect, or to mark a new message read) keeps the older pages already loaded.
        merge: (current, incoming) => mergeChat(current, incoming),
      }),
      /** One page of older messages (GET /api/chat/messages); `loadEarlierMessages` lays it into getChat. */
      chatMessages: build.query<ChatMessagesPage, { chatId: string; before?: string }>({
        query: ({ chatId, before }) => ({
          url: '/chat/messages',
          params: before ? { chatId, before } : { chatId },
        }),
        keepUnusedDataFor: 0,
      }),
      sendMessage: build.mutation<SendMessageAnswer, SendMessageBody>({
        query: (body) => ({ url: '/chat/send-message', method: 'POST', body }),
        async onQueryStarted(body, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: null }));
          if (!data) return;
          // Seed 000 §4: the returned message is appended to the open dialog.
          dispatch(
            chatApi.util.updateQueryData('getChat', body.contactId, (chat) => {
              chat.dialog = mergeMessages(chat.dialog, [data.message]);
            }),
          );
          applyProfile(dispatch as AppDispatch, data.userChatData, body.contactId);
        },
      }),
      updateChatUser: build.mutation<ChatUser, ChatUserData>({
        query: (body) => ({ url: '/chat/user/data', method: 'POST', body }),
        async onQueryStarted(_body, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: null }));
          if (data) dispatch(chatApi.util.updateQueryData('chatUser', undefined, () => data));
        },
      }),
    }),
  });

/**
 * The profile an answer carries (get-chat, send-message): it becomes the cached profile, and the chat with
 * `contactId` is added or updated in the chat list (seed 000 §4).
 */
function applyProfile(dispatch: AppDispatch, profile: ChatUser, contactId: string): void {
  dispatch(chatApi.util.updateQueryData('chatUser', undefined, () => profile));
  const entry = profile.chatList.find((chat) => chat.contactId === contactId);
  if (entry) dispatch(chatUpserted(entry));
}

export const { useChatUserQuery, useChatContactsQuery, useGetChatQuery, useUpdateChatUserMutation } = chatApi;
