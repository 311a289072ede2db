import { registerRightPanel } from '../shell/panels/panelSlots';

/** Panels features lend the shell (the shell never imports features): the chat panel on the right. */
registerRightPanel(() => import('../features/chat/panel/ChatPanel'));
