import { createSlice } from '@reduxjs/toolkit';

/** The chat app's left side (the chat list on small screens; seed 000 §4): closed by default. */
export interface ChatAppState {
  leftSidebarOpen: boolean;
}

const initialState: ChatAppState = { leftSidebarOpen: false };

export const chatAppSlice = createSlice({
  name: 'chatApp',
  initialState,
  reducers: {
    leftSidebarToggled(state) {
      state.leftSidebarOpen = !state.leftSidebarOpen;
    },
    leftSidebarClosed(state) {
      state.leftSidebarOpen = false;
    },
  },
  selectors: { selectLeftSidebarOpen: (state) => state.leftSidebarOpen },
});

export const { leftSidebarToggled, leftSidebarClosed } = chatAppSlice.actions;
