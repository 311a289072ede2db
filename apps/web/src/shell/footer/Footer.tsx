import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AreaTheme } from '../layout/AreaTheme';
import type { Settings } from '../../shared/layout/layoutSettings';

/** The three logo links of seed 000 §2.2; each opens in a new tab. Small inline SVG marks, no images. */
const LOGOS = [
  {
    name: 'React',
    href: 'https://react.dev',
    mark: (
      <svg viewBox="-11.5 -10.2 23 20.5" width="20" height="20" aria-hidden>
        <circle r="2.05" fill="#61dafb" />
        <g stroke="#61dafb" fill="none">
          <ellipse rx="11" ry="4.2" />
          <ellipse rx="11" ry="4.2" transform="rotate(60)" />
          <ellipse rx="11" ry="4.2" transform="rotate(120)" />
        </g>
      </svg>
    ),
  },
  {
    name: 'MUI',
    href: 'https://mui.com',
    mark: (
      <svg viewBox="0 0 36 32" width="20" height="18" aria-hidden>
        <path
          d="M30.3 21.3V9.7l-6 3.4v6.9l-6-3.4-6 3.4v-6.9l6-3.4-12-6.9v23l6-3.4V14.5l6 3.4 6-3.4v8.5l6 3.4V21.3z"
          fill="#007fff"
        />
        <path d="M30.3 5.4v5.3l6-3.4V1.9z" fill="#007fff" />
      </svg>
    ),
  },
  {
    name: 'Vite',
    href: 'https://vite.dev',
    mark: (
      <svg viewBox="0 0 32 32" width="18" height="18" aria-hidden>
        <path
          d="M29.9 5.2 16.8 28.6c-.3.5-1 .5-1.3 0L2.1 5.2c-.3-.5.2-1.2.8-1.1l13 2.3h.3l12.8-2.3c.6-.1 1.1.6.9 1.1z"
          fill="#9870ff"
        />
        <path
          d="M22.3 1.1 12.8 3c-.2 0-.3.2-.3.3l-.6 9.9c0 .2.2.4.4.4l2.6-.6c.2-.1.5.1.4.4l-.8 3.8c-.1.3.2.5.4.4l1.6-.5c.2-.1.5.1.4.4l-1.2 5.9c-.1.4.4.6.6.3l.2-.2 7.4-14.7c.1-.3-.1-.5-.4-.5l-2.6.5c-.3.1-.5-.2-.4-.4l1.7-5.9c.1-.3-.2-.5-.4-.5z"
          fill="#ffc517"
        />
      </svg>
    ),
  },
];

export function Footer({ settings, maxWidth }: { settings: Settings; maxWidth?: number }) {
  const { t } = useTranslation('shell');
  const fixed = settings.layout.config.footer.style === 'fixed';
  return (
    <AreaTheme name={settings.theme.footer}>
      <Box
        component="footer"
        data-testid="footer"
        sx={{
          bgcolor: 'background.paper',
          color: 'text.primary',
          borderTop: 1,
          borderColor: 'divider',
          // A phone keeps its short screen for the content: there the footer ends the page (issue 34).
          position: { xs: 'static', sm: fixed ? 'sticky' : 'static' },
          bottom: 0,
          zIndex: 3,
        }}
      >
        <Box
          sx={{
            mx: 'auto',
            maxWidth: maxWidth ?? 'none',
            minHeight: 48,
            px: 2,
            display: 'flex',
            alignItems: 'center',
            gap: 2,
            flexWrap: 'wrap',
          }}
        >
          <Typography variant="caption" color="textSecondary">
            {t('poweredBy')}
          </Typography>
          {LOGOS.map((logo) => (
            <Link
              key={logo.name}
              href={logo.href}
              target="_blank"
              rel="noopener noreferrer"
              underline="hover"
              color="inherit"
              aria-label={`${logo.name} ${t('opensInNewTab')}`}
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, fontSize: 13, fontWeight: 600 }}
            >
              {logo.mark}
              {logo.name}
            </Link>
          ))}
        </Box>
      </Box>
    </AreaTheme>
  );
}
