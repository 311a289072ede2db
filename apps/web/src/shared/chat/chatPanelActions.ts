import { createAction } from '@reduxjs/toolkit';

/**
 * Open, close and toggle the chat panel (seed 000 §4). Shared because the shell's toolbar toggles the panel
 * while its state and code belong to the lazy chat feature (features/chat/store/chatPanelSlice).
 */
export const chatPanelOpened = createAction('chatPanel/opened');
export const chatPanelClosed = createAction('chatPanel/closed');
export const chatPanelToggled = createAction('chatPanel/toggled');
