import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { alpha } from '@mui/material/styles';
import { useState } from 'react';
import { NavLink as RouterLink, useLocation } from 'react-router';
import type { Language } from '@cppcc/contracts';
import { LiveNavBadge } from './LiveNavBadge';
import { NavBadgeChip } from './NavBadgeChip';
import { NavIcon } from './icons';
import { hasActiveChild, isUrlActive, navTitle } from './navigationUtils';
import type { NavItem } from '../../shared/navigation/types';

interface Props {
  items: readonly NavItem[];
  language: Language;
  /** Icons only (folded navbar not hovered). */
  dense?: boolean;
  onItemClick?: () => void;
}

const itemSx = {
  mx: 1.5,
  my: 0.25,
  borderRadius: 1.5,
  minHeight: 40,
  color: 'text.primary',
  '& .MuiListItemIcon-root': { minWidth: 36, color: 'text.secondary' },
  '&.active': {
    bgcolor: (theme: { palette: { secondary: { main: string } } }) =>
      alpha(theme.palette.secondary.main, 0.2),
    '& .MuiListItemIcon-root': { color: 'secondary.main' },
  },
} as const;

function Entry({
  item,
  language,
  dense,
  depth,
  onItemClick,
}: Omit<Props, 'items'> & { item: NavItem; depth: number }) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(() => hasActiveChild(item, pathname));
  const title = navTitle(item, language);
  const indent = dense ? 0 : depth * 2;
  switch (item.type) {
    case 'divider':
      return (
        <li>
          <Divider sx={{ my: 1, mx: 2 }} />
        </li>
      );
    case 'group':
      return (
        <li>
          <List
            disablePadding
            subheader={
              dense ? undefined : (
                <ListSubheader
                  disableSticky
                  sx={{
                    bgcolor: 'transparent',
                    color: 'secondary.main',
                    fontWeight: 600,
                    fontSize: 12,
                    lineHeight: '36px',
                    textTransform: 'uppercase',
                    letterSpacing: '0.05em',
                    pl: 3,
                  }}
                >
                  {title}
                </ListSubheader>
              )
            }
          >
            {(item.children ?? []).map((child) => (
              <Entry
                key={child.id}
                item={child}
                language={language}
                dense={dense}
                depth={depth}
                onItemClick={onItemClick}
              />
            ))}
          </List>
        </li>
      );
    case 'collapse':
      return (
        <li>
          <ListItemButton
            sx={{ ...itemSx, pl: 2 + indent }}
            onClick={() => setOpen(!open)}
            aria-expanded={open}
            title={dense ? title : undefined}
            aria-label={dense ? title : undefined}
          >
            <ListItemIcon>
              <NavIcon name={item.icon} />
            </ListItemIcon>
            {!dense && <ListItemText primary={title} />}
            {!dense && item.badge && <NavBadgeChip badge={item.badge} />}
            {!dense && (open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />)}
          </ListItemButton>
          <Collapse in={open} timeout="auto" unmountOnExit>
            <List disablePadding>
              {(item.children ?? []).map((child) => (
                <Entry
                  key={child.id}
                  item={child}
                  language={language}
                  dense={dense}
                  depth={depth + 1}
                  onItemClick={onItemClick}
                />
              ))}
            </List>
          </Collapse>
        </li>
      );
    case 'link':
      return (
        <li>
          <ListItemButton
            component="a"
            href={item.url}
            target={item.target ?? '_blank'}
            rel="noopener noreferrer"
            sx={{ ...itemSx, pl: 2 + indent }}
            title={dense ? title : undefined}
            aria-label={dense ? title : undefined}
            onClick={onItemClick}
          >
            <ListItemIcon>
              <NavIcon name={item.icon ?? 'link'} />
            </ListItemIcon>
            {!dense && <ListItemText primary={title} />}
            {!dense && <OpenInNewIcon sx={{ fontSize: 14, opacity: 0.6 }} aria-hidden />}
          </ListItemButton>
        </li>
      );
    default:
      return (
        <li>
          <ListItemButton
            component={RouterLink}
            to={item.url ?? '/'}
            end={item.exact}
            className={isUrlActive(item.url, pathname, item.exact) ? 'active' : undefined}
            sx={{ ...itemSx, pl: 2 + indent }}
            title={dense ? title : undefined}
            aria-label={dense ? title : undefined}
            onClick={onItemClick}
            data-nav-id={item.id}
          >
            <ListItemIcon>
              <NavIcon name={item.icon} />
            </ListItemIcon>
            {!dense && (
              <ListItemText primary={title} slotProps={{ primary: { noWrap: true, sx: { fontSize: 14 } } }} />
            )}
            {!dense && item.badge && <NavBadgeChip badge={item.badge} />}
            {!dense && item.liveBadge && <LiveNavBadge load={item.liveBadge} />}
          </ListItemButton>
        </li>
      );
  }
}

/** The vertical navigation (layout1 navbar and the mobile drawer). */
export function VerticalNavigation({ items, language, dense, onItemClick }: Props) {
  return (
    <List component="ul" disablePadding sx={{ py: 1 }} data-testid="vertical-navigation">
      {items.map((item) => (
        <Entry
          key={item.id}
          item={item}
          language={language}
          dense={dense}
          depth={0}
          onItemClick={onItemClick}
        />
      ))}
    </List>
  );
}
