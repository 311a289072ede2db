import { afterEach, describe, expect, it, vi } from 'vitest';
import { THEME_NAMES } from '../../shared/layout/layoutSettings';
import { createAppTheme } from './createAppTheme';
import { THEME_PALETTES } from './themes';

describe('themes', () => {
  it('has a palette for each of the nine names of seed 000 §9 and no other', () => {
    expect(THEME_NAMES).toEqual([
      'default',
      'sunset',
      'greeny',
      'beach',
      'tech',
      'sweetHues',
      'defaultDark',
      'deepOcean',
      'slate',
    ]);
    expect(Object.keys(THEME_PALETTES).sort()).toEqual([...THEME_NAMES].sort());
  });
  it('gives every theme its own background colours, so a change shows in every area', () => {
    const defaults = new Set(THEME_NAMES.map((name) => THEME_PALETTES[name].background.default));
    const papers = new Set(THEME_NAMES.map((name) => THEME_PALETTES[name].background.paper));
    expect(defaults.size).toBe(THEME_NAMES.length);
    expect(papers.size).toBe(THEME_NAMES.length);
  });
  it('builds a MUI theme of the right mode for each name and language', () => {
    for (const name of THEME_NAMES) {
      const theme = createAppTheme('en', name);
      expect(theme.palette.mode).toBe(THEME_PALETTES[name].mode);
      expect(theme.palette.background.default).toBe(THEME_PALETTES[name].background.default);
      expect(createAppTheme('en', name)).toBe(theme);
    }
    expect(THEME_PALETTES.defaultDark.mode).toBe('dark');
  });

  describe('for users who ask for less motion', () => {
    afterEach(() => vi.unstubAllGlobals());
    it('gives transitions no time and no ripple, and keeps them for everyone else', () => {
      const moving = createAppTheme('zh-CN', 'sunset');
      expect(moving.transitions.duration.enteringScreen).toBeGreaterThan(0);
      vi.stubGlobal('window', {
        matchMedia: (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }),
      });
      const still = createAppTheme('zh-CN', 'sunset');
      expect(still).not.toBe(moving);
      expect(still.transitions.duration.enteringScreen).toBe(0);
      expect(still.transitions.create('opacity')).toBe('none');
      expect(still.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
    });
  });
});
