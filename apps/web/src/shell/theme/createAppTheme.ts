import type { Language } from '@cppcc/contracts';
import { createTheme, type Theme } from '@mui/material/styles';
import { enUS, zhCN } from '@mui/material/locale';

/**
 * The 'default' theme only (the template's slate + indigo); the shell issue adds the other eight names of
 * `THEME_NAMES` and applies them per area. MUI's own texts (pagination, etc.) follow the UI language.
 */
const FONT_STACK = [
  'Inter',
  '"PingFang SC"',
  '"Hiragino Sans GB"',
  '"Microsoft YaHei"',
  'system-ui',
  'sans-serif',
].join(',');

export function createAppTheme(language: Language): Theme {
  return createTheme(
    {
      palette: {
        mode: 'light',
        primary: { light: '#64748b', main: '#1e293b', dark: '#0f172a', contrastText: '#ffffff' },
        secondary: { light: '#818cf8', main: '#4f46e5', dark: '#3730a3', contrastText: '#ffffff' },
        background: { default: '#f1f5f9', paper: '#ffffff' },
        text: { primary: 'rgb(17, 24, 39)', secondary: 'rgb(107, 114, 128)' },
        divider: '#e2e8f0',
      },
      typography: { fontFamily: FONT_STACK, button: { textTransform: 'none' } }, // Chinese has no case
      shape: { borderRadius: 8 },
    },
    language === 'en' ? enUS : zhCN,
  );
}
