import type { ChatContact, ChatStatus } from '@cppcc/contracts';
import { createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Contacts (seed 000 §3, §4): entities and the selected contact (null when none). */
export const contactsAdapter = createEntityAdapter<ChatContact>();

export interface ContactsExtra {
  selectedContactId: string | null;
  /**
   * Statuses heard on the socket since it (re)connected. They are newer than any contacts read over HTTP
   * (a read answered before someone came online can arrive after the event saying so), so a load keeps them.
   */
  presence: Record<string, ChatStatus>;
}

export type ContactsState = ReturnType<typeof contactsAdapter.getInitialState<ContactsExtra>>;

const initialState: ContactsState = contactsAdapter.getInitialState<ContactsExtra>({
  selectedContactId: null,
  presence: {},
});

export const contactsSlice = createSlice({
  name: 'chatContacts',
  initialState,
  reducers: {
    /** A load replaces the list (the selection stays). */
    contactsLoaded(state, action: PayloadAction<ChatContact[]>) {
      contactsAdapter.setAll(
        state,
        action.payload.map((contact) => {
          const heard = state.presence[contact.id];
          return heard ? { ...contact, status: heard } : contact;
        }),
      );
    },
    /** In the panel this also opens it (chatPanelSlice) and loads the chat. */
    contactSelected(state, action: PayloadAction<string>) {
      state.selectedContactId = action.payload;
    },
    /** "Remove selected contact": back to no chat selected. */
    contactDeselected(state) {
      state.selectedContactId = null;
    },
    /** A presence event: what the contact's dot shows. */
    contactStatusChanged(state, action: PayloadAction<{ id: string; status: ChatStatus }>) {
      state.presence[action.payload.id] = action.payload.status;
      const contact = state.entities[action.payload.id];
      if (contact) contact.status = action.payload.status;
    },
    /** The socket reconnected: what it heard before may be stale; the contacts are read again. */
    presenceForgotten(state) {
      state.presence = {};
    },
    /** The unread count of a contact's chat; 0 removes the badge (the contract leaves `unread` out). */
    contactUnreadSet(state, action: PayloadAction<{ id: string; unread: number }>) {
      const contact = state.entities[action.payload.id];
      if (!contact) return;
      if (action.payload.unread > 0) contact.unread = action.payload.unread;
      else delete contact.unread;
    },
  },
  selectors: {
    selectSelectedContactId: (state) => state.selectedContactId,
  },
});

export const {
  contactsLoaded,
  contactSelected,
  contactDeselected,
  contactStatusChanged,
  contactUnreadSet,
  presenceForgotten,
} = contactsSlice.actions;
