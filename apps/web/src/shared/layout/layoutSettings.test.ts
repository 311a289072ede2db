import { describe, expect, it } from 'vitest';
import {
  BARE_PAGE_SETTINGS,
  DEFAULT_SETTINGS,
  LAYOUT_CONFIG_DEFAULTS,
  mergeSettings,
} from './layoutSettings';

describe('layout settings', () => {
  it('defaults to layout1, full width, main theme default (seed 000 §9)', () => {
    expect(DEFAULT_SETTINGS.layout.style).toBe('layout1');
    expect(DEFAULT_SETTINGS.layout.config.mode).toBe('fullwidth');
    expect(DEFAULT_SETTINGS.theme.main).toBe('default');
  });
  it('returns the base itself without a patch', () => {
    expect(mergeSettings(DEFAULT_SETTINGS, undefined)).toBe(DEFAULT_SETTINGS);
  });
  it('hides every part for bare pages and keeps the rest', () => {
    const merged = mergeSettings(DEFAULT_SETTINGS, BARE_PAGE_SETTINGS);
    const { navbar, toolbar, footer, leftSidePanel, rightSidePanel } = merged.layout.config;
    expect([
      navbar.display,
      toolbar.display,
      footer.display,
      leftSidePanel.display,
      rightSidePanel.display,
    ]).toEqual([false, false, false, false, false]);
    expect(toolbar.position).toBe('below');
    expect(merged.theme).toEqual(DEFAULT_SETTINGS.theme);
  });
  it('does not change the defaults it merges into', () => {
    mergeSettings(DEFAULT_SETTINGS, BARE_PAGE_SETTINGS);
    expect(DEFAULT_SETTINGS.layout.config.toolbar.display).toBe(true);
  });
  it('starts from the new style defaults when a patch switches the style', () => {
    const merged = mergeSettings(DEFAULT_SETTINGS, {
      layout: { style: 'layout3', config: { footer: { display: false } } },
    });
    expect(merged.layout.config.mode).toBe(LAYOUT_CONFIG_DEFAULTS.layout3.mode);
    expect(merged.layout.config.footer.display).toBe(false);
  });
});
