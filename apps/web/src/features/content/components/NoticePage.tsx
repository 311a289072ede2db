import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitch } from '../../../shared/ui/LanguageSwitch';

/** A bare page's notice (coming soon, maintenance): icon, title, text, extra content and the way home. */
export function NoticePage({
  icon,
  title,
  text,
  children,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('content');
  return (
    <Box
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
      <Paper
        sx={{
          maxWidth: 560,
          width: '100%',
          p: { xs: 3, sm: 6 },
          textAlign: 'center',
          display: 'flex',
          flexDirection: 'column',
          gap: 3,
          alignItems: 'center',
        }}
      >
        <Box sx={{ color: 'primary.main', '& svg': { fontSize: 64 } }}>{icon}</Box>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography color="textSecondary">{text}</Typography>
        {children}
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <Button component={Link} to="/" variant="outlined">
            {t('home')}
          </Button>
          <LanguageSwitch color="primary" />
        </Box>
      </Paper>
    </Box>
  );
}
