import type { Language } from '@cppcc/contracts';
import { createTheme, type ThemeOptions, type Theme } from '@mui/material/styles';
import { enUS, zhCN } from '@mui/material/locale';
import { prefersReducedMotion } from '../../shared/lib/motion';
import type { ThemeName } from '../../shared/layout/layoutSettings';
import { THEME_PALETTES } from './themes';

/**
 * One MUI theme per name of `THEME_NAMES` (palettes in themes.ts); the shell applies them per area (main,
 * navbar, toolbar, footer). MUI's own texts (pagination, etc.) follow the UI language.
 */
const FONT_STACK = [
  'Inter',
  '"PingFang SC"',
  '"Hiragino Sans GB"',
  '"Microsoft YaHei"',
  'system-ui',
  'sans-serif',
].join(',');

/**
 * For users who ask for less motion (and the browser tests, which do): MUI's transitions take no time, so
 * menus, dialogs and drawers open and close at once; index.html ends CSS transitions and animations too.
 */
const NO_MOTION: ThemeOptions = {
  transitions: {
    create: () => 'none',
    duration: {
      shortest: 0,
      shorter: 0,
      short: 0,
      standard: 0,
      complex: 0,
      enteringScreen: 0,
      leavingScreen: 0,
    },
  },
  components: {
    MuiPopover: { defaultProps: { transitionDuration: 0 } },
    MuiMenu: { defaultProps: { transitionDuration: 0 } },
    MuiButtonBase: { defaultProps: { disableRipple: true } },
  },
};

/**
 * MUI's light-mode info (#0288d1) and warning (#ed6c02) carry white text at 3.9:1 and 3.1:1, and its grey
 * icon buttons (action.active) reach 4.5:1 on white only: darker shades keep chips, alerts and toggle
 * buttons at WCAG AA on every light background.
 */
const LIGHT_STATUS: ThemeOptions['palette'] = {
  info: { main: '#0277bd' },
  warning: { main: '#b45309' },
  action: { active: 'rgba(0, 0, 0, 0.62)' },
};

/**
 * Issue 30 §4: on a phone (below `sm`) every dialog takes the whole screen, as in a host app's web view —
 * no margins to tap past, the on-screen keyboard pushing nothing off the edge.
 */
const PHONE_DIALOGS: ThemeOptions['components'] = {
  MuiDialog: {
    styleOverrides: {
      paper: ({ theme }) => ({
        [theme.breakpoints.down('sm')]: {
          margin: 0,
          width: '100%',
          maxWidth: '100%',
          height: '100%',
          maxHeight: 'none',
          borderRadius: 0,
        },
      }),
    },
  },
};

const cache = new Map<string, Theme>();

export function createAppTheme(language: Language, name: ThemeName = 'default'): Theme {
  const reduced = prefersReducedMotion();
  const key = `${language}:${name}:${reduced}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const palette = THEME_PALETTES[name];
  const theme = createTheme(
    {
      palette: { ...palette, ...(palette.mode === 'light' ? LIGHT_STATUS : {}) },
      typography: { fontFamily: FONT_STACK, button: { textTransform: 'none' } }, // Chinese has no case
      shape: { borderRadius: 8 },
      ...(reduced ? NO_MOTION : {}),
      components: { ...PHONE_DIALOGS, ...(reduced ? NO_MOTION.components : {}) },
    },
    language === 'en' ? enUS : zhCN,
  );
  cache.set(key, theme);
  return theme;
}
