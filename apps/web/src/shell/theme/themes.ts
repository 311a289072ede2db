import type { ThemeName } from '../../shared/layout/layoutSettings';

/**
 * The nine theme palettes of seed 000 §9, each with its own background colours so that a change of theme is
 * visible in every area: navbar and main use `background.default`, toolbar and footer `background.paper`.
 */
export interface ThemePalette {
  mode: 'light' | 'dark';
  primary: { light: string; main: string; dark: string; contrastText: string };
  secondary: { light: string; main: string; dark: string; contrastText: string };
  background: { default: string; paper: string };
  text: { primary: string; secondary: string };
  divider: string;
}

// Secondary text stays ≥ 4.5:1 (WCAG AA) on every light background, the greyish `default` ones included.
const lightText = { primary: 'rgb(17, 24, 39)', secondary: 'rgb(95, 102, 115)' };
const darkText = { primary: 'rgb(255, 255, 255)', secondary: 'rgb(148, 163, 184)' };

export const THEME_PALETTES: Record<ThemeName, ThemePalette> = {
  default: {
    mode: 'light',
    primary: { light: '#64748b', main: '#1e293b', dark: '#0f172a', contrastText: '#ffffff' },
    secondary: { light: '#818cf8', main: '#4f46e5', dark: '#3730a3', contrastText: '#ffffff' },
    background: { default: '#f1f5f9', paper: '#ffffff' },
    text: lightText,
    divider: '#e2e8f0',
  },
  sunset: {
    mode: 'light',
    primary: { light: '#ff908b', main: '#d0605e', dark: '#9b3134', contrastText: '#ffffff' },
    secondary: { light: '#ffd0a0', main: '#ff9f43', dark: '#c77012', contrastText: '#1f1300' },
    background: { default: '#fff4f0', paper: '#fffbf9' },
    text: lightText,
    divider: '#f5d9d2',
  },
  greeny: {
    mode: 'light',
    primary: { light: '#6cd79a', main: '#2e9d5c', dark: '#1b6e3d', contrastText: '#ffffff' },
    secondary: { light: '#8ee0d8', main: '#26a69a', dark: '#00766c', contrastText: '#ffffff' },
    background: { default: '#eef6f0', paper: '#fafdfb' },
    text: lightText,
    divider: '#d3e8d9',
  },
  beach: {
    mode: 'light',
    primary: { light: '#ffd7a6', main: '#f4a259', dark: '#bd7325', contrastText: '#1f1300' },
    secondary: { light: '#68c7e0', main: '#1d8fb0', dark: '#006280', contrastText: '#ffffff' },
    background: { default: '#fff8e7', paper: '#fffdf6' },
    text: lightText,
    divider: '#f3e3bd',
  },
  tech: {
    mode: 'light',
    primary: { light: '#87efff', main: '#1aa3d9', dark: '#0075a7', contrastText: '#ffffff' },
    secondary: { light: '#ffb199', main: '#ff7043', dark: '#c63f17', contrastText: '#ffffff' },
    background: { default: '#eef3fa', paper: '#f9fbfe' },
    text: lightText,
    divider: '#d6e0ee',
  },
  sweetHues: {
    mode: 'light',
    primary: { light: '#d5c1eb', main: '#a37dd0', dark: '#73519e', contrastText: '#ffffff' },
    secondary: { light: '#ffb4cd', main: '#f67ea2', dark: '#bf4e73', contrastText: '#ffffff' },
    background: { default: '#f8f0fb', paper: '#fefaff' },
    text: lightText,
    divider: '#eadcf1',
  },
  defaultDark: {
    mode: 'dark',
    primary: { light: '#64748b', main: '#334155', dark: '#0f172a', contrastText: '#ffffff' },
    secondary: { light: '#c7d2fe', main: '#818cf8', dark: '#4f46e5', contrastText: '#ffffff' },
    background: { default: '#111827', paper: '#1e293b' },
    text: darkText,
    divider: 'rgba(241, 245, 249, 0.12)',
  },
  deepOcean: {
    mode: 'dark',
    primary: { light: '#8fb8ff', main: '#3f7fe0', dark: '#0b4fae', contrastText: '#ffffff' },
    secondary: { light: '#9ff3e4', main: '#2ec4b6', dark: '#009386', contrastText: '#00201c' },
    background: { default: '#0b1a2e', paper: '#13263f' },
    text: darkText,
    divider: 'rgba(200, 220, 255, 0.12)',
  },
  slate: {
    mode: 'dark',
    primary: { light: '#9aa5b1', main: '#52606d', dark: '#323f4b', contrastText: '#ffffff' },
    secondary: { light: '#ffe08a', main: '#f7c948', dark: '#cb9e12', contrastText: '#1f1a00' },
    background: { default: '#1c2026', paper: '#262b33' },
    text: darkText,
    divider: 'rgba(255, 255, 255, 0.12)',
  },
};
