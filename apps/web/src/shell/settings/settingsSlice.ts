import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../shared/store/rootReducer';
import { guestState, settingsFromStored } from './guestSettings';
import { LAYOUT_CONFIG_DEFAULTS, type Settings } from '../../shared/layout/layoutSettings';

/** Seed 000 §4: changing the layout style resets its config to that style's defaults. */
export function applySettingsChange(previous: Settings, next: Settings): Settings {
  if (next.layout.style === previous.layout.style) return next;
  return { ...next, layout: { style: next.layout.style, config: LAYOUT_CONFIG_DEFAULTS[next.layout.style] } };
}

export function toggleShortcut(shortcuts: readonly string[], id: string): string[] {
  return shortcuts.includes(id) ? shortcuts.filter((one) => one !== id) : [...shortcuts, id];
}

/**
 * The settings the user chose and their shortcuts. The layout on screen is these with the route's own
 * settings laid over them (`mergeSettings` in the shell root). A guest's choice is kept in localStorage; a
 * signed-in user's is saved with their account (seed 000 §4).
 */
export const settingsSlice = createSlice({
  name: 'settings',
  initialState: guestState,
  reducers: {
    settingsChanged(state, action: PayloadAction<Settings>) {
      state.chosen = applySettingsChange(state.chosen, action.payload);
    },
    shortcutsChanged(state, action: PayloadAction<string[]>) {
      state.shortcuts = action.payload;
    },
    /** A user signed in (their saved data) or signed out (the guest's copy). */
    settingsLoaded(state, action: PayloadAction<{ settings: unknown; shortcuts: unknown }>) {
      const { settings, shortcuts } = action.payload;
      const loaded = {
        chosen: settingsFromStored(settings),
        shortcuts: Array.isArray(shortcuts) ? shortcuts.filter((id) => typeof id === 'string') : [],
      };
      // The same settings keep their identity: the shell around the page is not rendered again for nothing
      // (a signed-in load brings the user's settings just after the shell's first render, issue 17).
      return JSON.stringify(loaded) === JSON.stringify(state) ? state : loaded;
    },
  },
  selectors: {
    selectChosenSettings: (state) => state.chosen,
    selectShortcuts: (state) => state.shortcuts,
  },
});

declare module '../../shared/store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface LazyLoadedSlices extends WithSlice<typeof settingsSlice> {}
}

// Injected by the small entry-level shell root, so bare pages get the main theme too.
export const injectedSettingsSlice = settingsSlice.injectInto(rootReducer);
export const { settingsChanged, shortcutsChanged, settingsLoaded } = settingsSlice.actions;
export const { selectChosenSettings, selectShortcuts } = injectedSettingsSlice.selectors;
