import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { AreaTheme } from '../layout/AreaTheme';
import { Logo } from '../layout/Logo';
import { HorizontalNavigation } from '../navigation/HorizontalNavigation';
import { useNavigation } from '../navigation/useNavigation';
import { LAYOUT_SIZES, type Settings } from '../../shared/layout/layoutSettings';

/** Layout2/3's horizontal navbar (desktop only); layout2 shows the logo in it, layout3 in the toolbar. */
export function NavbarHorizontal({ settings, maxWidth }: { settings: Settings; maxWidth?: number }) {
  const { t } = useTranslation('shell');
  const { tree, language } = useNavigation();
  const withLogo = settings.layout.style === 'layout2';
  return (
    <AreaTheme name={settings.theme.navbar}>
      <Box
        data-testid="navbar"
        sx={{
          display: { xs: 'none', lg: 'block' },
          bgcolor: 'background.default',
          color: 'text.primary',
          zIndex: 4,
          position: 'relative',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Box
          sx={{
            mx: 'auto',
            maxWidth: maxWidth ?? 'none',
            minHeight: LAYOUT_SIZES.toolbarHeight,
            px: 2,
            display: 'flex',
            alignItems: 'center',
            gap: 3,
          }}
        >
          {withLogo && <Logo />}
          <Box component="nav" aria-label={t('navigation')}>
            <HorizontalNavigation items={tree} language={language} />
          </Box>
        </Box>
      </Box>
    </AreaTheme>
  );
}
