import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Logo mark and product name (seed 000 §1); `compact` shows the mark only (folded navbar). */
export function Logo({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Box
      component={Link}
      to="/"
      aria-label={t('appName')}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        color: 'inherit',
        textDecoration: 'none',
        minWidth: 0,
      }}
    >
      <Box
        sx={{
          width: 32,
          height: 32,
          borderRadius: 1.5,
          flexShrink: 0,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          bgcolor: '#c62828',
          color: '#ffd54f',
        }}
      >
        <AccountBalanceIcon fontSize="small" aria-hidden />
      </Box>
      {!compact && (
        // Up to two lines: the navigation bar leaves ~130 px, which "CPPCC Proposals" overflows on one line.
        <Typography
          component="span"
          sx={{
            fontWeight: 700,
            fontSize: 15,
            lineHeight: 1.15,
            letterSpacing: '0.02em',
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
          data-testid="logo-text"
        >
          {t('appShortName')}
        </Typography>
      )}
    </Box>
  );
}
