import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grow from '@mui/material/Grow';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { Language } from '@cppcc/contracts';
import { useOpenedOnce } from '../layout/useOpenedOnce';
import { LiveNavBadge } from './LiveNavBadge';
import { NavBadgeChip } from './NavBadgeChip';
import { NavIcon } from './icons';
import { hasActiveChild, isUrlActive, navTitle } from './navigationUtils';
import type { NavItem } from '../../shared/navigation/types';

/**
 * The submenus' Popper (with popper.js, ≈ 7 kB sent) loads when a submenu first opens, not with the shell of
 * every start page (issue 33 §1); it then stays mounted for its closing transition.
 */
const Popper = lazy(() => import('@mui/material/Popper'));

/** Seed 000 §9: hover menus open and close after 150 ms. */
export const HOVER_DEBOUNCE_MS = 150;

function useHoverOpen() {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const schedule = (next: boolean) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(next), HOVER_DEBOUNCE_MS);
  };
  return { open, setOpen, schedule };
}

function MenuEntries({
  items,
  language,
  nested,
}: {
  items: readonly NavItem[];
  language: Language;
  nested: boolean;
}) {
  const { pathname } = useLocation();
  return items.map((item) => {
    if (item.type === 'divider')
      return (
        <Box
          key={item.id}
          component="li"
          role="separator"
          sx={{ my: 0.5, borderTop: 1, borderColor: 'divider' }}
        />
      );
    if (item.children?.length)
      return <SubMenu key={item.id} item={item} language={language} nested={nested} />;
    const title = navTitle(item, language);
    const external = item.type === 'link';
    return (
      <MenuItem
        key={item.id}
        component={external ? 'a' : Link}
        {...(external
          ? { href: item.url, target: item.target ?? '_blank', rel: 'noopener noreferrer' }
          : { to: item.url ?? '/' })}
        selected={isUrlActive(item.url, pathname, item.exact)}
        sx={{ minWidth: 200 }}
      >
        <ListItemIcon>
          <NavIcon name={item.icon} />
        </ListItemIcon>
        <ListItemText primary={title} />
        {item.badge && <NavBadgeChip badge={item.badge} />}
        {item.liveBadge && <LiveNavBadge load={item.liveBadge} />}
      </MenuItem>
    );
  });
}

function SubMenu({ item, language, nested }: { item: NavItem; language: Language; nested: boolean }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { open, setOpen, schedule } = useHoverOpen();
  const opened = useOpenedOnce(open);
  const { pathname } = useLocation();
  const title = navTitle(item, language);
  const active = hasActiveChild(item, pathname);
  const common = {
    'aria-haspopup': 'menu' as const,
    'aria-expanded': open,
    onClick: () => setOpen(!open),
    onKeyDown: (event: React.KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    },
  };
  return (
    <Box
      component="li"
      sx={{ listStyle: 'none' }}
      onMouseEnter={() => schedule(true)}
      onMouseLeave={() => schedule(false)}
    >
      {nested ? (
        <MenuItem ref={setAnchor} {...common} sx={{ minWidth: 200 }}>
          <ListItemIcon>
            <NavIcon name={item.icon} />
          </ListItemIcon>
          <ListItemText primary={title} />
          <ChevronRightIcon fontSize="small" />
        </MenuItem>
      ) : (
        <Button
          ref={setAnchor}
          {...common}
          color="inherit"
          startIcon={<NavIcon name={item.icon} />}
          endIcon={<ExpandMoreIcon />}
          sx={{
            mx: 0.5,
            px: 1.5,
            height: 40,
            fontWeight: 500,
            ...(active && { bgcolor: 'action.selected' }),
          }}
        >
          {title}
        </Button>
      )}
      {opened && (
        <Suspense fallback={null}>
          <Popper
            open={open}
            anchorEl={anchor}
            placement={nested ? 'right-start' : 'bottom-start'}
            transition
            sx={{ zIndex: 1300 }}
          >
            {({ TransitionProps }) => (
              <Grow {...TransitionProps}>
                <Paper elevation={6}>
                  <MenuList
                    autoFocusItem={false}
                    onKeyDown={(event) => {
                      if (event.key === 'Escape') setOpen(false);
                    }}
                  >
                    <MenuEntries items={item.children ?? []} language={language} nested />
                  </MenuList>
                </Paper>
              </Grow>
            )}
          </Popper>
        </Suspense>
      )}
    </Box>
  );
}

/** The horizontal menu of layout2/3 on desktop: groups and collapses open a menu on hover (150 ms). */
export function HorizontalNavigation({ items, language }: { items: readonly NavItem[]; language: Language }) {
  const { pathname } = useLocation();
  return (
    <Box
      component="ul"
      sx={{ display: 'flex', alignItems: 'center', m: 0, p: 0, gap: 0.5 }}
      data-testid="horizontal-navigation"
    >
      {items.map((item) => {
        if (item.type === 'divider')
          return (
            <Box
              key={item.id}
              component="li"
              role="separator"
              sx={{ listStyle: 'none', height: 24, borderLeft: 1, borderColor: 'divider', mx: 1 }}
            />
          );
        if (item.children?.length)
          return <SubMenu key={item.id} item={item} language={language} nested={false} />;
        const external = item.type === 'link';
        return (
          <Box component="li" key={item.id} sx={{ listStyle: 'none' }}>
            <Button
              color="inherit"
              component={external ? 'a' : Link}
              {...(external
                ? { href: item.url, target: item.target ?? '_blank', rel: 'noopener noreferrer' }
                : { to: item.url ?? '/' })}
              startIcon={<NavIcon name={item.icon} />}
              sx={{
                px: 1.5,
                height: 40,
                ...(isUrlActive(item.url, pathname, item.exact) && { bgcolor: 'action.selected' }),
              }}
            >
              {navTitle(item, language)}
            </Button>
          </Box>
        );
      })}
    </Box>
  );
}
