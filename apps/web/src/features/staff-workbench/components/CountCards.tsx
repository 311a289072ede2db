import { styled } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { buttonBaseReset } from '../../../shared/ui/buttonBaseReset';

/**
 * The overview's grids of clickable count cards drawn by one emotion class: the look of MUI's outlined `Card` +
 * `CardActionArea` + `CardContent` + two `Typography`s (a body2 label over a bold h5 figure), for a plain
 * `div` and a router link per card. Those were 23 components and 8 emotion insertions a card, 18 cards more than
 * half of the staff landing's mount (issue 33 §1). What a user sees of CardActionArea is kept: the card tinted on
 * hover (not on touch screens) and, for keyboard focus, the stronger tint of its focus highlight (`:focus-visible`,
 * which ButtonBase's `Mui-focusVisible` follows). Not kept: the ripple on a press (none under reduced motion).
 */
export const CountCardGrid = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1.5),
  gridTemplateColumns: 'repeat(2, 1fr)',
  [theme.breakpoints.up('sm')]: { gridTemplateColumns: 'repeat(3, 1fr)' },
  [theme.breakpoints.up('lg')]: { gridTemplateColumns: 'repeat(5, 1fr)' },
  marginBottom: theme.spacing(3),
  // Card (an outlined Paper, overflow hidden).
  '& > .count-card': {
    backgroundColor: theme.palette.background.paper,
    color: theme.palette.text.primary,
    transition: theme.transitions.create('box-shadow'),
    borderRadius: theme.shape.borderRadius,
    border: `1px solid ${theme.palette.divider}`,
    overflow: 'hidden',
  },
  '& > .count-card.count-urgent': { borderColor: theme.palette.error.main },
  // CardActionArea: ButtonBase's resets, a block as wide as the card.
  '& .count-action': {
    ...buttonBaseReset,
    alignItems: 'center',
    justifyContent: 'center',
    padding: 0,
    display: 'block',
    textAlign: 'inherit',
    borderRadius: 'inherit',
    width: '100%',
  },
  '& .count-action:hover .count-highlight': {
    opacity: theme.palette.action.hoverOpacity,
    '@media (hover: none)': { opacity: 0 },
  },
  '& .count-action:focus-visible .count-highlight': { opacity: theme.palette.action.focusOpacity },
  '& .count-highlight': {
    overflow: 'hidden',
    pointerEvents: 'none',
    position: 'absolute',
    top: 0,
    right: 0,
    bottom: 0,
    left: 0,
    borderRadius: 'inherit',
    opacity: 0,
    backgroundColor: 'currentcolor',
    transition: theme.transitions.create('opacity', { duration: theme.transitions.duration.short }),
  },
  // CardContent: its last-child padding never applied, the focus highlight follows it.
  '& .count-content': { padding: 16 },
  '& .count-label': { margin: 0, ...theme.typography.body2, color: theme.palette.text.secondary },
  '& .count-value': { margin: 0, ...theme.typography.h5, fontWeight: 700 },
  '& .count-urgent .count-value': { color: theme.palette.error.main },
}));

/** One card of a CountCardGrid: a link (`testId` on it, as on CardActionArea) with a label over a figure. */
export function countCard(card: {
  key: string;
  to: string;
  testId: string;
  label: ReactNode;
  value: ReactNode;
  urgent?: boolean;
}) {
  return (
    <div key={card.key} className={card.urgent ? 'count-card count-urgent' : 'count-card'}>
      <RouterLink className="count-action" to={card.to} data-testid={card.testId}>
        <div className="count-content">
          <p className="count-label">{card.label}</p>
          <p className="count-value" data-testid="count-value">
            {card.value}
          </p>
        </div>
        <span className="count-highlight" />
      </RouterLink>
    </div>
  );
}
