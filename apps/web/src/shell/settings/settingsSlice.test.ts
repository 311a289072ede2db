import { describe, expect, it } from 'vitest';
import {
  BARE_PAGE_SETTINGS,
  DEFAULT_SETTINGS,
  LAYOUT_CONFIG_DEFAULTS,
  mergeSettings,
} from '../../shared/layout/layoutSettings';
import { settingsFromStored, type SettingsState } from './guestSettings';
import {
  applySettingsChange,
  settingsChanged,
  settingsLoaded,
  settingsSlice,
  toggleShortcut,
} from './settingsSlice';

const start: SettingsState = { chosen: DEFAULT_SETTINGS, shortcuts: [] };

describe('settings reducer', () => {
  it('resets the layout config when the layout style changes (seed 000 §4)', () => {
    const changed = {
      ...DEFAULT_SETTINGS,
      layout: {
        style: 'layout2' as const,
        config: {
          ...DEFAULT_SETTINGS.layout.config,
          footer: { ...DEFAULT_SETTINGS.layout.config.footer, display: false },
        },
      },
    };
    const next = settingsSlice.reducer(start, settingsChanged(changed));
    expect(next.chosen.layout.style).toBe('layout2');
    expect(next.chosen.layout.config).toEqual(LAYOUT_CONFIG_DEFAULTS.layout2);
  });
  it('keeps option changes within the same style', () => {
    const folded = mergeSettings(DEFAULT_SETTINGS, { layout: { config: { navbar: { folded: true } } } });
    expect(applySettingsChange(DEFAULT_SETTINGS, folded).layout.config.navbar.folded).toBe(true);
    const next = settingsSlice.reducer(
      start,
      settingsChanged({ ...DEFAULT_SETTINGS, theme: { ...DEFAULT_SETTINGS.theme, main: 'slate' } }),
    );
    expect(next.chosen.theme.main).toBe('slate');
  });
  it('loads a user’s saved settings and shortcuts, dropping unknown values', () => {
    const next = settingsSlice.reducer(
      start,
      settingsLoaded({
        settings: { layout: { style: 'layout3' }, theme: { navbar: 'tech', footer: 'nope' } },
        shortcuts: ['a', 3, 'b'],
      }),
    );
    expect(next.chosen.layout.config).toEqual(LAYOUT_CONFIG_DEFAULTS.layout3);
    expect(next.chosen.theme).toEqual({ ...DEFAULT_SETTINGS.theme, navbar: 'tech' });
    expect(next.shortcuts).toEqual(['a', 'b']);
  });
  it('keeps the state itself when the loaded settings are the ones already there', () => {
    const loaded = settingsSlice.reducer(
      start,
      settingsLoaded({ settings: DEFAULT_SETTINGS, shortcuts: [] }),
    );
    expect(loaded).toBe(start);
    const other = settingsSlice.reducer(
      start,
      settingsLoaded({ settings: DEFAULT_SETTINGS, shortcuts: ['a'] }),
    );
    expect(other).not.toBe(start);
    expect(other.shortcuts).toEqual(['a']);
  });
  it('falls back to the defaults for missing or broken stored settings', () => {
    expect(settingsFromStored(undefined)).toEqual(DEFAULT_SETTINGS);
    expect(settingsFromStored('junk')).toEqual(DEFAULT_SETTINGS);
    expect(settingsFromStored({ layout: { style: 'layout9' } })).toEqual(DEFAULT_SETTINGS);
  });
  it('lays the route settings over the user’s choice', () => {
    const chosen = mergeSettings(DEFAULT_SETTINGS, { theme: { main: 'greeny' } });
    const bare = mergeSettings(chosen, BARE_PAGE_SETTINGS);
    expect(bare.theme.main).toBe('greeny');
    expect(bare.layout.config.toolbar.display).toBe(false);
    expect(mergeSettings(chosen, undefined)).toBe(chosen);
  });
  it('adds and removes shortcuts', () => {
    expect(toggleShortcut(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleShortcut(['a', 'b'], 'a')).toEqual(['b']);
  });
});
