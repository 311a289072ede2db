import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../shared/ui/pageTitle';

export type AuthVariant = 'card' | 'split';

/**
 * The frame of every sign-in screen, in two looks: `card` (a centred card on a tinted background) and `split`
 * (a brand panel beside the form; the panel hides on phones). It sits inside the bare shell's `<main>` (ShellRoot),
 * so it is no landmark of its own (issue 34: one main per page).
 */
export function AuthFrame({
  title,
  variant = 'card',
  children,
  testId,
}: {
  title: string;
  variant?: AuthVariant;
  children: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation('auth');
  usePageTitle(title);
  const heading = (
    <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
      {title}
    </Typography>
  );
  if (variant === 'split') {
    return (
      <Box data-testid={testId} sx={{ flex: 1, display: 'flex', minHeight: '100vh' }}>
        <Box
          data-testid="auth-brand-panel"
          sx={{
            flex: 1,
            display: { xs: 'none', md: 'flex' },
            flexDirection: 'column',
            justifyContent: 'center',
            p: 8,
            color: 'primary.contrastText',
            background: (theme) =>
              `linear-gradient(135deg, ${theme.palette.primary.dark}, ${theme.palette.primary.main})`,
          }}
        >
          <Typography variant="h3" component="p" sx={{ fontWeight: 800, mb: 3 }}>
            {t('brandTitle')}
          </Typography>
          <Typography variant="h6" component="p" sx={{ opacity: 0.85, maxWidth: 520 }}>
            {t('brandText')}
          </Typography>
        </Box>
        <Stack sx={{ width: { xs: '100%', md: 520 }, justifyContent: 'center', p: { xs: 3, sm: 8 } }}>
          {heading}
          {children}
        </Stack>
      </Box>
    );
  }
  return (
    <Box
      data-testid={testId}
      sx={{
        flex: 1,
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        bgcolor: 'background.default',
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 440 }} elevation={3}>
        <CardContent sx={{ p: { xs: 3, sm: 5 } }}>
          <Typography variant="overline" color="primary" component="p">
            {t('brandTitle')}
          </Typography>
          {heading}
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
