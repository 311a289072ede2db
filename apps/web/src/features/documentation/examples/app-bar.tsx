import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export default function AppBarExample() {
  const { t } = useTranslation('documentation');
  return (
    <AppBar position="static">
      <Toolbar>
        <IconButton color="inherit" edge="start" aria-label={t('sample.menu')}>
          <MenuIcon />
        </IconButton>
        <Typography variant="h6" component="p" sx={{ flexGrow: 1 }}>
          {t('sample.proposals')}
        </Typography>
        <Button color="inherit">{t('sample.newProposal')}</Button>
      </Toolbar>
    </AppBar>
  );
}
