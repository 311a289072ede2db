import type { CSSObject } from '@mui/material/styles';

/**
 * MUI ButtonBase's own resets, for a plain link drawn in a list's one class where a ButtonBase was (LineList's
 * whole-line links, the staff landing's count cards): the look without ButtonBase's components (issue 33 §1).
 */
export const buttonBaseReset = {
  position: 'relative',
  boxSizing: 'border-box',
  WebkitTapHighlightColor: 'transparent',
  backgroundColor: 'transparent',
  outline: 0,
  border: 0,
  margin: 0,
  cursor: 'pointer',
  userSelect: 'none',
  verticalAlign: 'middle',
  MozAppearance: 'none',
  WebkitAppearance: 'none',
  textDecoration: 'none',
  color: 'inherit',
  '@media print': { colorAdjust: 'exact' },
} satisfies CSSObject;
