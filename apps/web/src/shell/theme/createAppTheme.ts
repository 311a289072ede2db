import type { Language } from '@cppcc/contracts';
import { createTheme, type Theme } from '@mui/material/styles';
import { enUS, zhCN } from '@mui/material/locale';
import type { ThemeName } from '../settings/layoutSettings';
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

const cache = new Map<string, Theme>();

export function createAppTheme(language: Language, name: ThemeName = 'default'): Theme {
  const key = `${language}:${name}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const palette = THEME_PALETTES[name];
  const theme = createTheme(
    {
      palette: { ...palette },
      typography: { fontFamily: FONT_STACK, button: { textTransform: 'none' } }, // Chinese has no case
      shape: { borderRadius: 8 },
    },
    language === 'en' ? enUS : zhCN,
  );
  cache.set(key, theme);
  return theme;
}
