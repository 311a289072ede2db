import { PROPOSAL_STATE_LABELS, type ProposalState } from '@cppcc/contracts';
import { styled, type Palette } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { buttonBaseReset } from './buttonBaseReset';
import { toLanguage } from '../i18n/languages';
import { PROPOSAL_STATE_COLORS, stateChipColors, type ChipColor } from './stateColors';

/**
 * A dense list of lines (a title link over a grey second line, a state chip at the right) drawn by one emotion
 * class: the look of MUI's `<List dense>` of `ListItem disableGutters` + `ListItemText` + `Link` + a small
 * `StateChip`, with plain elements inside. Those cost ~27 components and a dozen styled elements per line, 400
 * of the member landing's ~780 components at its mount, the longest task of a cold load (issue 33 §1). Lines
 * (`lineItem`) carry the class names below.
 */
export const LineList = styled('ul')(({ theme }) => {
  const body2 = { margin: 0, ...theme.typography.body2, display: 'block' };
  return {
    listStyle: 'none',
    margin: 0,
    padding: '8px 0',
    position: 'relative',
    '& > li': {
      display: 'flex',
      justifyContent: 'flex-start',
      alignItems: 'center',
      position: 'relative',
      textDecoration: 'none',
      width: '100%',
      boxSizing: 'border-box',
      textAlign: 'left',
      paddingTop: 4,
      paddingBottom: 4,
    },
    '& > li.line-with-action': { paddingRight: 48 },
    '& > li.line-divider': {
      borderBottom: `1px solid ${theme.palette.divider}`,
      backgroundClip: 'padding-box',
    },
    '& .line-text': { flex: '1 1 auto', minWidth: 0, marginTop: 6, marginBottom: 6 },
    '& .line-text.line-single': { marginTop: 4, marginBottom: 4 },
    '& .line-primary': body2,
    '& .line-secondary': { ...body2, color: theme.palette.text.secondary },
    '& .line-link': {
      margin: 0,
      font: 'inherit',
      lineHeight: 'inherit',
      letterSpacing: 'inherit',
      color: theme.palette.primary.main,
      textDecoration: 'underline',
      textDecorationColor: theme.alpha(theme.palette.primary.main, 0.4),
      '&:hover': { textDecorationColor: 'inherit' },
    },
    // A line that is one link as a whole (`li.line-button` > `a.line-button-link`): MUI's ListItem
    // `disablePadding` + dense `ListItemButton`, with its hover and keyboard-focus backgrounds (no ripple).
    '& > li.line-button': { paddingTop: 0, paddingBottom: 0 },
    '& .line-button-link': {
      ...buttonBaseReset,
      display: 'flex',
      flexGrow: 1,
      justifyContent: 'flex-start',
      alignItems: 'center',
      borderRadius: 0,
      padding: '4px 16px',
      minWidth: 0,
      textAlign: 'left',
      transition: theme.transitions.create('background-color', {
        duration: theme.transitions.duration.shortest,
      }),
      '&:hover': {
        textDecoration: 'none',
        backgroundColor: theme.palette.action.hover,
        '@media (hover: none)': { backgroundColor: 'transparent' },
      },
      '&:focus-visible': { backgroundColor: theme.palette.action.focus },
    },
    '& .line-action': { position: 'absolute', right: 0, top: '50%', transform: 'translateY(-50%)' },
    // MUI's small filled Chip, coloured as StateChip's (its two variables).
    '& .line-chip': {
      maxWidth: '100%',
      fontFamily: theme.typography.fontFamily,
      fontSize: theme.typography.pxToRem(13),
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      height: 24,
      lineHeight: 1.5,
      color: 'var(--state-chip-fg)',
      backgroundColor: 'var(--state-chip-bg)',
      borderRadius: 16,
      whiteSpace: 'nowrap',
      transition: theme.transitions.create(['background-color', 'box-shadow']),
      cursor: 'unset',
      outline: 0,
      textDecoration: 'none',
      border: 0,
      padding: 0,
      verticalAlign: 'middle',
      boxSizing: 'border-box',
    },
    '& .line-chip-label': {
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      paddingLeft: 8,
      paddingRight: 8,
      whiteSpace: 'nowrap',
    },
  };
});

/** One line of a LineList: its text (first and second line) and, at its right, an optional chip. */
export function lineItem(
  key: string,
  primary: ReactNode,
  secondary: ReactNode,
  options: { action?: ReactNode; divider?: boolean } = {},
) {
  const className = [options.action ? 'line-with-action' : '', options.divider ? 'line-divider' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <li key={key} className={className || undefined}>
      {/* ListItemText's margins are 6 px with a second line, 4 without (an empty one is still drawn). */}
      <div className={secondary ? 'line-text' : 'line-text line-single'}>
        <span className="line-primary">{primary}</span>
        {secondary != null && <p className="line-secondary">{secondary}</p>}
      </div>
      {options.action && <div className="line-action">{options.action}</div>}
    </li>
  );
}

/** A state chip inside a LineList: StateChip's small chip (same test id, data and colours) as two elements. */
export function lineChip(chip: {
  palette: Palette;
  testId: string;
  state: string;
  label: string;
  color: ChipColor;
}) {
  return (
    <div
      className="line-chip"
      data-testid={chip.testId}
      data-state={chip.state}
      data-color={chip.color}
      style={stateChipColors(chip.palette, chip.color)}
    >
      <span className="line-chip-label">{chip.label}</span>
    </div>
  );
}

/** A proposal's state chip inside a LineList: ProposalStateChip's name (from contracts), colour and test id. */
export function proposalLineChip(palette: Palette, state: ProposalState, language: string) {
  return lineChip({
    palette,
    testId: 'proposal-state',
    state,
    label: PROPOSAL_STATE_LABELS[state][toLanguage(language)],
    color: PROPOSAL_STATE_COLORS[state],
  });
}
