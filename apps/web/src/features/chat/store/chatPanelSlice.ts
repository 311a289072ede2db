import { createSlice } from '@reduxjs/toolkit';
import { chatPanelClosed, chatPanelOpened, chatPanelToggled } from '../../../shared/chat/chatPanelActions';
import { contactSelected } from './contactsSlice';

/** The chat panel (seed 000 §4): open, close, toggle; selecting a contact opens it. */
export interface ChatPanelState {
  open: boolean;
}

const initialState: ChatPanelState = { open: false };

export const chatPanelSlice = createSlice({
  name: 'chatPanel',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(chatPanelOpened, (state) => {
        state.open = true;
      })
      .addCase(chatPanelClosed, (state) => {
        state.open = false;
      })
      .addCase(chatPanelToggled, (state) => {
        state.open = !state.open;
      })
      .addCase(contactSelected, (state) => {
        state.open = true;
      });
  },
  selectors: { selectChatPanelOpen: (state) => state.open },
});
