import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import type { SidebarSide } from './frameTypes';

export interface FoldingSidebars {
  /** Wide enough (≥ lg) for the sidebars to sit beside the content; below that they fold into drawers. */
  wide: boolean;
  open: Record<SidebarSide, boolean>;
  setOpen: (side: SidebarSide, open: boolean) => void;
}

/**
 * The sidebars' state: shown beside the content from the `lg` breakpoint (1200 px; with the main
 * navigation a narrower window leaves the content too little room), folded below it and opened one at a
 * time as a drawer from the header's buttons.
 */
export function useFoldingSidebars(): FoldingSidebars {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('lg'));
  const [open, setOpenState] = useState<Record<SidebarSide, boolean>>({ left: false, right: false });
  const setOpen = (side: SidebarSide, value: boolean) => setOpenState((now) => nextOpen(now, side, value));
  return { wide, open, setOpen };
}

/** Opening one drawer closes the other (one drawer at a time on a phone); closing leaves the other as is. */
export function nextOpen(
  open: Record<SidebarSide, boolean>,
  side: SidebarSide,
  value: boolean,
): Record<SidebarSide, boolean> {
  return value ? { left: side === 'left', right: side === 'right' } : { ...open, [side]: false };
}
