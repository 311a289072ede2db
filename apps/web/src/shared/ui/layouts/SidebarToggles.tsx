import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import IconButton from '@mui/material/IconButton';
import { LazyTooltip } from '../LazyTooltip';
import { useTranslation } from 'react-i18next';
import type { SidebarSide } from './frameTypes';
import type { FoldingSidebars } from './useFoldingSidebars';

/** The header's button that opens a folded sidebar; nothing when the sidebars sit beside the content. */
export function SidebarToggle({
  side,
  sidebars,
  color = 'inherit',
}: {
  side: SidebarSide;
  sidebars: FoldingSidebars;
  color?: 'inherit' | 'default';
}) {
  const { t } = useTranslation('pageLayouts');
  if (sidebars.wide) return null;
  const label = t(side === 'left' ? 'showLeftSidebar' : 'showRightSidebar');
  return (
    <LazyTooltip title={label}>
      <IconButton
        color={color}
        aria-label={label}
        aria-expanded={sidebars.open[side]}
        data-testid={`open-${side}-sidebar`}
        onClick={() => sidebars.setOpen(side, true)}
      >
        {side === 'left' ? <MenuIcon /> : <MenuOpenIcon />}
      </IconButton>
    </LazyTooltip>
  );
}
