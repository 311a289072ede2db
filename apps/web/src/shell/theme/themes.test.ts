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

/** WCAG 2 contrast ratio of two opaque #rgb / #rrggbb / rgb() colours. */
function contrast(a: string, b: string): number {
  const luminance = (colour: string) => {
    const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(colour);
    const hex = short
      ? short
          .slice(1)
          .map((digit) => digit + digit)
          .join('')
      : /^#([0-9a-f]{6})$/i.exec(colour)?.[1];
    const channels = hex
      ? [0, 2, 4].map((index) => parseInt(hex.slice(index, index + 2), 16))
      : (colour.match(/\d+/g) ?? []).slice(0, 3).map(Number);
    const [r = 0, g = 0, b = 0] = channels.map((value) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

describe('contrast (WCAG AA, 4.5:1)', () => {
  it('measures a known pair', () => {
    expect(contrast('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrast('#fff', 'rgb(0, 0, 0)')).toBeCloseTo(21, 5);
    expect(contrast('#6b7280', '#f1f5f9')).toBeLessThan(4.5);
  });
  it('keeps primary and secondary text readable on both backgrounds of every theme', () => {
    for (const name of THEME_NAMES) {
      const { text, background } = createAppTheme('zh-CN', name).palette;
      for (const surface of [background.default, background.paper])
        for (const colour of [text.primary, text.secondary])
          expect(contrast(colour, surface), `${name}: ${colour} on ${surface}`).toBeGreaterThanOrEqual(4.5);
    }
  });
  it('keeps the status colours of light themes readable under their contrast text', () => {
    for (const name of THEME_NAMES.filter((theme) => THEME_PALETTES[theme].mode === 'light')) {
      const { palette } = createAppTheme('zh-CN', name);
      for (const status of [palette.info, palette.warning, palette.success, palette.error])
        expect(contrast(status.contrastText, status.main), `${name}: ${status.main}`).toBeGreaterThanOrEqual(
          4.5,
        );
    }
  });
});
