import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../../shared/ui/LanguageSwitch';
import { usePageTitle } from '../../../shared/ui/pageTitle';

/** The public clue pages' frame: no account, so no navigation — the product name and the language. */
export function ClueFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('common');
  usePageTitle(title);
  return (
    <Box sx={{ flex: 1, bgcolor: 'background.default', minHeight: '100vh' }}>
      <Box component="header" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: 2 }}>
        <Container maxWidth="sm">
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Typography component="p" variant="h6" sx={{ flex: 1, fontWeight: 700 }}>
              {t('appName')}
            </Typography>
            <LanguageSwitch color="inherit" />
          </Stack>
        </Container>
      </Box>
      <Container component="main" maxWidth="sm" sx={{ py: 3 }}>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {children}
      </Container>
    </Box>
  );
}
