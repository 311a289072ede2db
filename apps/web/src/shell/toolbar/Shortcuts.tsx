import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { LazyTooltip } from '../../shared/ui/LazyTooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { useShownFrom } from '../layout/useShownFrom';
import { NavIcon } from '../navigation/icons';
import { LazyInputBase } from './LazyInputBase';
import { navTitle, searchNavigation } from '../navigation/navigationUtils';
import { useNavigation } from '../navigation/useNavigation';
import { saveShortcuts } from '../settings/persist';
import { selectShortcuts, toggleShortcut } from '../settings/settingsSlice';

/**
 * Shortcuts bar (desktop only, seed 000 §2.2): icons of the user's shortcuts (navigation item ids) and a
 * star menu to search pages and add or remove them; saved per user.
 */
export function Shortcuts() {
  return useShownFrom('lg') ? <ShortcutsBar /> : null;
}

function ShortcutsBar() {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const shortcuts = useAppSelector(selectShortcuts);
  const { flat, language } = useNavigation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [query, setQuery] = useState('');
  const items = shortcuts.flatMap((id) => flat.filter((item) => item.id === id));
  const results = query.trim() ? searchNavigation(flat, query, language) : items;
  const toggle = (id: string) => void dispatch(saveShortcuts(toggleShortcut(shortcuts, id)));
  return (
    <Box sx={{ display: 'flex', alignItems: 'center' }} data-testid="shortcuts">
      {items.map((item) => (
        <LazyTooltip key={item.id} title={navTitle(item, language)}>
          <IconButton
            color="inherit"
            component={Link}
            to={item.url ?? '/'}
            aria-label={navTitle(item, language)}
            data-shortcut={item.id}
          >
            <NavIcon name={item.icon} />
          </IconButton>
        </LazyTooltip>
      ))}
      <IconButton
        color="inherit"
        aria-label={t('addShortcuts')}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <StarIcon sx={{ color: 'warning.main' }} />
      </IconButton>
      <Menu
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => {
          setAnchor(null);
          setQuery('');
        }}
        slotProps={{ paper: { sx: { width: 320 } }, list: { 'aria-label': t('shortcuts') } }}
      >
        <Box sx={{ px: 2, py: 1 }} onKeyDown={(event) => event.key !== 'Escape' && event.stopPropagation()}>
          <LazyInputBase
            autoFocus
            fullWidth
            value={query}
            placeholder={t('shortcutsSearch')}
            onChange={(event) => setQuery(event.target.value)}
            inputProps={{ 'aria-label': t('shortcutsSearch') }}
          />
        </Box>
        {results.length === 0 && (
          <Typography sx={{ px: 2, py: 1 }} color="textSecondary" role="status">
            {query.trim() ? t('noResults') : t('noShortcuts')}
          </Typography>
        )}
        {results.map((item) => {
          const added = shortcuts.includes(item.id);
          return (
            <MenuItem
              key={item.id}
              onClick={() => toggle(item.id)}
              aria-pressed={added}
              data-shortcut-option={item.id}
            >
              <ListItemIcon>
                <NavIcon name={item.icon} />
              </ListItemIcon>
              <ListItemText primary={navTitle(item, language)} />
              {added ? (
                <StarIcon fontSize="small" sx={{ color: 'warning.main' }} />
              ) : (
                <StarBorderIcon fontSize="small" />
              )}
            </MenuItem>
          );
        })}
      </Menu>
    </Box>
  );
}
