import Box from '@mui/material/Box';
import type { NavBadge } from '../../shared/navigation/types';

export function NavBadgeChip({ badge }: { badge: NavBadge }) {
  return (
    <Box
      component="span"
      sx={{
        ml: 1,
        px: 0.75,
        minWidth: 20,
        height: 20,
        borderRadius: 10,
        fontSize: 11,
        fontWeight: 600,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: badge.bg ?? 'secondary.main',
        color: badge.fg ?? 'secondary.contrastText',
      }}
    >
      {badge.title}
    </Box>
  );
}
