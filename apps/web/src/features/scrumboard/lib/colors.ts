import type { ScrumboardColor } from '@cppcc/contracts';
import { amber, blue, green, grey, indigo, orange, pink, purple, red, teal } from '@mui/material/colors';

/**
 * The label and board colours (seed 001 §9: coloured backgrounds), each with a text colour that keeps
 * WCAG AA contrast on it.
 */
export const COLOR_SWATCH: Record<ScrumboardColor, { background: string; text: string }> = {
  red: { background: red[700], text: '#fff' },
  orange: { background: orange[800], text: '#fff' },
  amber: { background: amber[300], text: 'rgba(0,0,0,0.87)' },
  green: { background: green[800], text: '#fff' },
  teal: { background: teal[700], text: '#fff' },
  blue: { background: blue[700], text: '#fff' },
  indigo: { background: indigo[500], text: '#fff' },
  purple: { background: purple[500], text: '#fff' },
  pink: { background: pink[700], text: '#fff' },
  grey: { background: grey[700], text: '#fff' },
};
