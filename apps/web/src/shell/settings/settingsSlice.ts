import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { storage } from '../../shared/lib/storage';
import { rootReducer } from '../../shared/store/rootReducer';
import {
  DEFAULT_SETTINGS,
  LAYOUT_CONFIG_DEFAULTS,
  LAYOUT_STYLES,
  THEME_NAMES,
  isPlainObject,
  mergeSettings,
  type Settings,
  type SettingsPatch,
} from './layoutSettings';

/**
 * The settings the user chose (settings panel) and their shortcuts. The layout on screen is these with the
 * route's own settings laid over them (`useRouteSettings`). A guest's choice is kept in localStorage; a
 * signed-in user's is saved with their account (seed 000 §4).
 */
export const GUEST_SETTINGS_KEY = 'shell_settings';
export const GUEST_SHORTCUTS_KEY = 'shell_shortcuts';

export interface SettingsState {
  chosen: Settings;
  shortcuts: string[];
}

/** Only values the shell knows survive: stored data may come from an older version or another device. */
export function sanitizePatch(value: unknown): SettingsPatch {
  if (!isPlainObject(value)) return {};
  const patch = value as SettingsPatch;
  const style = patch.layout?.style;
  if (style !== undefined && !LAYOUT_STYLES.includes(style)) return {};
  const theme = isPlainObject(patch.theme)
    ? Object.fromEntries(
        Object.entries(patch.theme).filter(([, name]) => THEME_NAMES.includes(name as never)),
      )
    : undefined;
  return { ...patch, theme };
}

/** Settings from stored data (a user's `data.settings` or the guest's localStorage copy). */
export function settingsFromStored(value: unknown): Settings {
  const patch = sanitizePatch(value);
  const style = patch.layout?.style ?? DEFAULT_SETTINGS.layout.style;
  const base: Settings = { ...DEFAULT_SETTINGS, layout: { style, config: LAYOUT_CONFIG_DEFAULTS[style] } };
  return mergeSettings(base, patch);
}

/** Seed 000 §4: changing the layout style resets its config to that style's defaults. */
export function applySettingsChange(previous: Settings, next: Settings): Settings {
  if (next.layout.style === previous.layout.style) return next;
  return { ...next, layout: { style: next.layout.style, config: LAYOUT_CONFIG_DEFAULTS[next.layout.style] } };
}

export function toggleShortcut(shortcuts: readonly string[], id: string): string[] {
  return shortcuts.includes(id) ? shortcuts.filter((one) => one !== id) : [...shortcuts, id];
}

function readJson(key: string): unknown {
  const raw = storage.get(key);
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

export function guestState(): SettingsState {
  const shortcuts = readJson(GUEST_SHORTCUTS_KEY);
  return {
    chosen: settingsFromStored(readJson(GUEST_SETTINGS_KEY)),
    shortcuts: Array.isArray(shortcuts) ? shortcuts.filter((id) => typeof id === 'string') : [],
  };
}

export function saveGuestState(state: SettingsState): void {
  storage.set(GUEST_SETTINGS_KEY, JSON.stringify(state.chosen));
  storage.set(GUEST_SHORTCUTS_KEY, JSON.stringify(state.shortcuts));
}

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
    settingsLoaded(_state, action: PayloadAction<{ settings: unknown; shortcuts: unknown }>) {
      const { settings, shortcuts } = action.payload;
      return {
        chosen: settingsFromStored(settings),
        shortcuts: Array.isArray(shortcuts) ? shortcuts.filter((id) => typeof id === 'string') : [],
      };
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
