import type { ChatListEntry } from '@cppcc/contracts';
import { createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The user's chats (seed 000 §3, §4: the chat list), keyed by contactId. */
export const chatsAdapter = createEntityAdapter<ChatListEntry, string>({
  selectId: (chat) => chat.contactId,
});

export type ChatsState = ReturnType<typeof chatsAdapter.getInitialState>;

export const chatsSlice = createSlice({
  name: 'chats',
  initialState: chatsAdapter.getInitialState(),
  reducers: {
    /** A load replaces the whole state. */
    chatsLoaded(state, action: PayloadAction<ChatListEntry[]>) {
      chatsAdapter.setAll(state, action.payload);
    },
    /** Replaces the chat with the same contactId where it stands; a new chat goes first. */
    chatUpserted(state, action: PayloadAction<ChatListEntry>) {
      const chat = action.payload;
      if (state.entities[chat.contactId]) {
        state.entities[chat.contactId] = chat;
        return;
      }
      state.ids.unshift(chat.contactId);
      state.entities[chat.contactId] = chat;
    },
  },
});

export const { chatsLoaded, chatUpserted } = chatsSlice.actions;
