import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LanguageSwitch } from '../../shared/ui/LanguageSwitch';
import { registerBundle } from '../../shared/i18n/i18n';
import { usePageTitle } from '../../shared/ui/pageTitle';
import { i18nBundle } from './i18n';

// Runs when this lazy chunk loads, before the page's first render.
registerBundle(i18nBundle);

/** The template's error page: a big status code, a title, a sentence and the way back. */
export function ErrorPage({ status, title, text }: { status: number; title: string; text: string }) {
  const { t } = useTranslation('errors');
  usePageTitle(title);
  return (
    <Box
      data-testid={`error-page-${status}`}
      sx={{
        position: 'relative',
        flex: 1,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        p: 4,
        textAlign: 'center',
        gap: 2,
      }}
    >
      {/* Bare pages have no toolbar, so the language switch sits in the corner. */}
      <Box sx={{ position: 'absolute', top: 16, right: 16 }}>
        <LanguageSwitch color="primary" />
      </Box>
      <Typography
        variant="h1"
        component="p"
        aria-hidden
        sx={{ fontSize: { xs: 96, sm: 144 }, fontWeight: 800, lineHeight: 1, color: 'text.secondary' }}
      >
        {status}
      </Typography>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography color="textSecondary" sx={{ maxWidth: 480 }}>
        {text}
      </Typography>
      <Link component={RouterLink} to="/" color="secondary" underline="hover" sx={{ mt: 2, fontWeight: 500 }}>
        {t('backToDashboard')}
      </Link>
    </Box>
  );
}
