import AppBar from '@mui/material/AppBar';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitch } from '../LanguageSwitch';
import { LAYOUT_SIZES } from '../settings/layoutSettings';

/** Placeholder toolbar: the logo text and the language switch. The shell issue replaces it. */
export function TopBar() {
  const { t } = useTranslation();
  return (
    <AppBar position="sticky" color="primary" elevation={0}>
      <Toolbar sx={{ minHeight: LAYOUT_SIZES.toolbarHeight, gap: 2 }}>
        <Typography
          component={Link}
          to="/"
          variant="h6"
          sx={{
            color: 'inherit',
            textDecoration: 'none',
            fontWeight: 600,
            letterSpacing: '0.04em',
            flexGrow: 1,
          }}
        >
          {t('appName')}
        </Typography>
        <LanguageSwitch />
      </Toolbar>
    </AppBar>
  );
}
