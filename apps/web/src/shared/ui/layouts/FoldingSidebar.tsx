import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import type { ReactNode } from 'react';
import { SIDEBAR_WIDTH, type SidebarSide } from './frameTypes';
import type { FoldingSidebars } from './useFoldingSidebars';

/**
 * One sidebar of a page frame: an `<aside>` beside the content when the window is wide, otherwise a
 * drawer from its side (closed until the header's button opens it; Escape or a tap outside closes it).
 */
export function FoldingSidebar({
  side,
  label,
  sidebars,
  bordered = true,
  children,
}: {
  side: SidebarSide;
  label: string;
  sidebars: FoldingSidebars;
  /** A line between the sidebar and the content (off when it sits on its own card). */
  bordered?: boolean;
  children: ReactNode;
}) {
  const aside = (
    <Box
      component="aside"
      aria-label={label}
      data-testid={`${side}-sidebar`}
      sx={{ width: SIDEBAR_WIDTH, maxWidth: '85vw', flexShrink: 0, overflowY: 'auto', minHeight: 0 }}
    >
      {children}
    </Box>
  );
  if (sidebars.wide)
    return (
      <Box
        sx={{
          display: 'flex',
          flexShrink: 0,
          minHeight: 0,
          // The border's width first: the `1px solid` shorthand would reset a colour set before it.
          ...(bordered && (side === 'left' ? { borderRight: 1 } : { borderLeft: 1 })),
          borderColor: 'divider',
        }}
      >
        {aside}
      </Box>
    );
  return (
    <Drawer anchor={side} open={sidebars.open[side]} onClose={() => sidebars.setOpen(side, false)}>
      {aside}
    </Drawer>
  );
}
