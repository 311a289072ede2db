import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from './LanguageSwitch';
import { usePageTitle } from './pageTitle';

interface PublicPageFrameProps {
  title: string;
  children: ReactNode;
  /** The page's width: `sm` for a form, `md` for reading. */
  width?: 'sm' | 'md';
  /** Show the title as the page's heading (otherwise only in the tab). */
  heading?: boolean;
  /** Beside the language switch, e.g. the way in. */
  actions?: ReactNode;
}

/** The bare frame of pages open without an account (public replies, clues): no navigation, no shell. */
export function PublicPageFrame({
  title,
  children,
  width = 'md',
  heading = false,
  actions,
}: PublicPageFrameProps) {
  const { t } = useTranslation('common');
  usePageTitle(title);
  return (
    <Box sx={{ flex: 1, bgcolor: 'background.default', minHeight: '100vh' }}>
      <Box component="header" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: 2 }}>
        <Container maxWidth={width}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Typography component="p" variant="h6" sx={{ flex: 1, fontWeight: 700 }}>
              {t('appName')}
            </Typography>
            <LanguageSwitch color="inherit" />
            {actions}
          </Stack>
        </Container>
      </Box>
      <Container maxWidth={width} sx={{ py: 3 }}>
        {heading && (
          <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
            {title}
          </Typography>
        )}
        {children}
      </Container>
    </Box>
  );
}
