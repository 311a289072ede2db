import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Seed 000 §3 "Message banner": one banner, its variant and text; it hides after 6000 ms (§9). */
export const MESSAGE_VARIANTS = ['success', 'warning', 'error', 'info'] as const;
export type MessageVariant = (typeof MESSAGE_VARIANTS)[number];
export const MESSAGE_AUTO_HIDE_MS = 6000;

export interface MessageOptions {
  message: string;
  variant: MessageVariant;
}

export interface MessageState {
  open: boolean;
  options: MessageOptions;
  /** Grows with every message, so the same text shown twice restarts the banner. */
  serial: number;
}

const initialState: MessageState = { open: false, options: { message: '', variant: 'info' }, serial: 0 };

/**
 * A small shared slice the shell may take over: anything dispatches `showMessage`, one `MessageBanner`
 * shows it.
 */
export const messageSlice = createSlice({
  name: 'message',
  initialState,
  reducers: {
    showMessage(state, action: PayloadAction<{ message: string; variant?: MessageVariant }>) {
      state.open = true;
      state.options = { message: action.payload.message, variant: action.payload.variant ?? 'info' };
      state.serial += 1;
    },
    hideMessage(state) {
      state.open = false;
    },
  },
  selectors: {
    selectMessage: (state) => state,
  },
});

export const { showMessage, hideMessage } = messageSlice.actions;
export const { selectMessage } = messageSlice.selectors;
