import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The splash screen while the session is restored (same look as index.html's inline splash). */
export function Splash() {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      aria-live="polite"
      data-testid="splash"
      sx={{
        height: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2.5,
        bgcolor: '#1e293b',
        color: '#f1f5f9',
      }}
    >
      <Typography sx={{ fontSize: 22, fontWeight: 600, letterSpacing: '0.08em' }}>{t('appName')}</Typography>
      <LinearProgress
        color="secondary"
        sx={{ width: 160, height: 3, borderRadius: 2 }}
        aria-label={t('loading')}
      />
    </Box>
  );
}
