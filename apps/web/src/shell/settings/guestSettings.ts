import { storage } from '../../shared/lib/storage';
import {
  DEFAULT_SETTINGS,
  LAYOUT_CONFIG_DEFAULTS,
  LAYOUT_STYLES,
  THEME_NAMES,
  isPlainObject,
  mergeSettings,
  type Settings,
  type SettingsPatch,
} from '../../shared/layout/layoutSettings';

/**
 * Stored settings and shortcuts, read without Redux: a guest's choice is kept in localStorage (seed 000 §4),
 * and the sign-in pages, which run before the store loads, show it too. `settingsSlice` starts from it.
 */
export const GUEST_SETTINGS_KEY = 'shell_settings';
export const GUEST_SHORTCUTS_KEY = 'shell_shortcuts';

/** The settings the user chose (settings panel) and their shortcuts. */
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
