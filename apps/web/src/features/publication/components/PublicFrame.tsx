import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useRoles } from '../../../shared/session/hooks';
import { usePageTitle } from '../../../shared/ui/pageTitle';
import { LanguageSwitch } from '../../../shared/ui/LanguageSwitch';

/** The public pages' own bare frame: the product name, the language switch and the way in. */
export function PublicFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('publication');
  const { t: tc } = useTranslation('common');
  const signedIn = useRoles().length > 0;
  usePageTitle(title);
  return (
    <Box sx={{ flex: 1, bgcolor: 'background.default', minHeight: '100vh' }}>
      <Box component="header" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: 2 }}>
        <Container maxWidth="md">
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Typography component="p" variant="h6" sx={{ flex: 1, fontWeight: 700 }}>
              {tc('appName')}
            </Typography>
            <LanguageSwitch color="inherit" />
            <Button
              color="inherit"
              variant="outlined"
              component={RouterLink}
              to={signedIn ? '/apps/index' : '/login'}
            >
              {signedIn ? t('workbench') : t('signIn')}
            </Button>
          </Stack>
        </Container>
      </Box>
      <Container component="main" maxWidth="md" sx={{ py: 4 }}>
        {children}
      </Container>
    </Box>
  );
}
