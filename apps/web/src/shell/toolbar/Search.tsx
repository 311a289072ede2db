import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { NavIcon } from '../navigation/icons';
import { LazyInputBase, usePreloadedInputBase } from './LazyInputBase';
import { navTitle, searchNavigation } from '../navigation/navigationUtils';
import { useNavigation } from '../navigation/useNavigation';

/** Toolbar search over the navigation entries the user may see (seed 000 §2.2, §5). */
export function Search() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { tree, language } = useNavigation();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const listId = useId();
  usePreloadedInputBase();
  const results = searchNavigation(tree, query, language);
  const close = () => {
    setOpen(false);
    setQuery('');
  };
  if (!open) {
    return (
      <IconButton color="inherit" aria-label={t('search')} onClick={() => setOpen(true)}>
        <SearchIcon />
      </IconButton>
    );
  }
  return (
    <ClickAwayListener onClickAway={close}>
      <Box
        sx={{
          position: 'absolute',
          inset: 0,
          zIndex: 10,
          bgcolor: 'background.paper',
          display: 'flex',
          alignItems: 'center',
          px: 2,
          gap: 1,
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') close();
        }}
      >
        <SearchIcon color="action" aria-hidden />
        <LazyInputBase
          autoFocus
          fullWidth
          value={query}
          placeholder={t('searchPlaceholder')}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            const first = results[0];
            if (event.key === 'Enter' && first?.url) {
              void navigate(first.url);
              close();
            }
            if (event.key === 'ArrowDown') {
              event.preventDefault();
              document.getElementById(listId)?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
            }
          }}
          inputProps={{
            'aria-label': t('search'),
            'aria-controls': listId,
            role: 'combobox',
            'aria-expanded': query.trim() !== '',
          }}
        />
        <IconButton aria-label={t('closeSearch')} onClick={close}>
          <CloseIcon />
        </IconButton>
        {query.trim() !== '' && (
          <Paper
            elevation={8}
            sx={{
              position: 'absolute',
              top: '100%',
              left: 16,
              right: 16,
              mt: 0.5,
              maxHeight: 420,
              overflowY: 'auto',
            }}
          >
            {results.length === 0 ? (
              <Typography sx={{ p: 2 }} color="textSecondary" role="status">
                {t('noResults')}
              </Typography>
            ) : (
              <MenuList id={listId} aria-label={t('search')} data-testid="search-results">
                {results.map((item) => (
                  <MenuItem
                    key={item.id}
                    onClick={() => {
                      if (item.url) void navigate(item.url);
                      close();
                    }}
                  >
                    <ListItemIcon>
                      <NavIcon name={item.icon} />
                    </ListItemIcon>
                    <ListItemText primary={navTitle(item, language)} secondary={item.url} />
                  </MenuItem>
                ))}
              </MenuList>
            )}
          </Paper>
        )}
      </Box>
    </ClickAwayListener>
  );
}
