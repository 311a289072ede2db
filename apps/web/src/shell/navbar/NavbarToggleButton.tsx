import MenuIcon from '@mui/icons-material/Menu';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../shared/store/hooks';
import { panelToggled } from '../panels/panelsSlice';

/** Opens the mobile drawer (small screens, or any screen where the navbar is not shown inline). */
export function NavbarToggleButton() {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  return (
    <IconButton
      color="inherit"
      aria-label={t('toggleNavbar')}
      onClick={() => dispatch(panelToggled('navbarMobileOpen'))}
    >
      <MenuIcon />
    </IconButton>
  );
}
