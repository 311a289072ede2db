import { createSelector, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '../../../shared/store/rootReducer';
import { groupContacts } from '../lib/contactGroups';
import { chatPanelSlice } from './chatPanelSlice';
import { chatsAdapter, chatsSlice } from './chatsSlice';
import { contactsAdapter, contactsSlice } from './contactsSlice';
import { outboxSlice } from './outboxSlice';

/** The chat slices join the store when the chat code first loads (the panel or the app page). */
declare module '../../../shared/store/rootReducer' {
  export interface LazyLoadedSlices
    extends
      WithSlice<typeof chatPanelSlice>,
      WithSlice<typeof contactsSlice>,
      WithSlice<typeof chatsSlice>,
      WithSlice<typeof outboxSlice> {}
}

const panel = chatPanelSlice.injectInto(rootReducer);
const contacts = contactsSlice.injectInto(rootReducer);
chatsSlice.injectInto(rootReducer);
const outbox = outboxSlice.injectInto(rootReducer);

export const { selectChatPanelOpen } = panel.selectors;
export const { selectSelectedContactId } = contacts.selectors;
/** My messages not yet acknowledged (pending) or refused (failed), by the dialog's message key. */
export const { selectOutbox } = outbox.selectors;

const contactSelectors = contactsAdapter.getSelectors(
  (state: RootState) => state.chatContacts ?? contactsSlice.getInitialState(),
);
const chatSelectors = chatsAdapter.getSelectors(
  (state: RootState) => state.chats ?? chatsSlice.getInitialState(),
);

export const selectContacts = contactSelectors.selectAll;
export const selectContactById = contactSelectors.selectById;
export const selectChats = chatSelectors.selectAll;
export const selectChatByContactId = chatSelectors.selectById;

/** Contacts with chats first (latest message first), then the rest (seed 000 §2.4). */
export const selectContactGroups = createSelector([selectContacts, selectChats], groupContacts);
