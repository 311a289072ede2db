import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../shared/store/rootReducer';

/**
 * Open/closed state of the shell's parts (seed 000 §4): mobile navbar, folded navbar hovered open, the
 * settings panel and the quick panel. The chat panel's state is the chat feature's (shared/chat/chatPanelActions).
 */
export interface PanelsState {
  navbarMobileOpen: boolean;
  navbarFoldedOpen: boolean;
  settingsPanelOpen: boolean;
  quickPanelOpen: boolean;
}

const initialState: PanelsState = {
  navbarMobileOpen: false,
  navbarFoldedOpen: false,
  settingsPanelOpen: false,
  quickPanelOpen: false,
};

type PanelName = keyof PanelsState;

export const panelsSlice = createSlice({
  name: 'panels',
  initialState,
  reducers: {
    panelToggled(state, action: PayloadAction<PanelName>) {
      state[action.payload] = !state[action.payload];
    },
    panelSet(state, action: PayloadAction<{ panel: PanelName; open: boolean }>) {
      state[action.payload.panel] = action.payload.open;
    },
    /** On navigation: the mobile drawer closes. */
    navigated(state) {
      state.navbarMobileOpen = false;
    },
  },
  selectors: { selectPanels: (state) => state },
});

declare module '../../shared/store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface LazyLoadedSlices extends WithSlice<typeof panelsSlice> {}
}

export const injectedPanelsSlice = panelsSlice.injectInto(rootReducer);
export const { panelToggled, panelSet, navigated } = panelsSlice.actions;
export const { selectPanels } = injectedPanelsSlice.selectors;
