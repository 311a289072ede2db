import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import ExitToAppIcon from '@mui/icons-material/ExitToApp';
import LockIcon from '@mui/icons-material/Lock';
import MailIcon from '@mui/icons-material/Mail';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import SettingsIcon from '@mui/icons-material/Settings';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useShellUser } from '../user/shellUser';
import { useAppDispatch } from '../../shared/store/hooks';
import { panelSet } from '../panels/panelsSlice';
import { visuallyHidden } from '../../shared/ui/visuallyHidden';

/**
 * Seed 000 §2.2: a user with no role sees Login and Register; a user with a role sees My Profile, Inbox and
 * Logout (an action: the /logout route of the sign-in issue ends the session).
 */
export function UserMenu() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { roles, roleText, displayName, photoURL } = useShellUser();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const hasRole = roles.length > 0;
  const name = displayName ?? t('guest');
  return (
    <>
      <Button
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        // Inline, not `sx`: a Button with its own `sx` is a whole second Button class (7 rules) to build and
        // insert on every first load, where the toolbar's other buttons share one (issue 33 §1).
        style={{ gap: 8, paddingLeft: 8, paddingRight: 8, minWidth: 0 }}
      >
        <Box component="span" sx={visuallyHidden}>
          {t('userMenu')}
        </Box>
        <Box
          sx={{
            display: { xs: 'none', md: 'flex' },
            flexDirection: 'column',
            alignItems: 'flex-end',
            lineHeight: 1.2,
          }}
        >
          <Typography component="span" sx={{ fontWeight: 600, fontSize: 14 }} data-testid="user-name">
            {name}
          </Typography>
          <Typography component="span" sx={{ fontSize: 11, color: 'text.secondary' }} data-testid="user-role">
            {hasRole ? roleText : t('guest')}
          </Typography>
        </Box>
        <Avatar src={photoURL} alt="" aria-hidden sx={{ width: 36, height: 36, bgcolor: 'secondary.main' }}>
          {name.slice(0, 1)}
        </Avatar>
      </Button>
      <Menu
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {hasRole
          ? [
              <MenuItem key="profile" component={Link} to="/pages/profile" onClick={close}>
                <ListItemIcon>
                  <AccountCircleIcon />
                </ListItemIcon>
                <ListItemText primary={t('myProfile')} />
              </MenuItem>,
              <MenuItem key="inbox" component={Link} to="/apps/mail/inbox" onClick={close}>
                <ListItemIcon>
                  <MailIcon />
                </ListItemIcon>
                <ListItemText primary={t('inbox')} />
              </MenuItem>,
              <MenuItem
                key="logout"
                onClick={() => {
                  close();
                  void navigate('/logout');
                }}
              >
                <ListItemIcon>
                  <ExitToAppIcon />
                </ListItemIcon>
                <ListItemText primary={t('logout')} />
              </MenuItem>,
            ]
          : [
              <MenuItem key="login" component={Link} to="/login" onClick={close}>
                <ListItemIcon>
                  <LockIcon />
                </ListItemIcon>
                <ListItemText primary={t('login')} />
              </MenuItem>,
              <MenuItem key="register" component={Link} to="/register" onClick={close}>
                <ListItemIcon>
                  <PersonAddIcon />
                </ListItemIcon>
                <ListItemText primary={t('register')} />
              </MenuItem>,
            ]}
        {/* Phones: the floating settings button would cover the content, so the entry lives here. */}
        <MenuItem
          sx={{ display: { md: 'none' } }}
          onClick={() => {
            close();
            dispatch(panelSet({ panel: 'settingsPanelOpen', open: true }));
          }}
        >
          <ListItemIcon>
            <SettingsIcon />
          </ListItemIcon>
          <ListItemText primary={t('settings')} />
        </MenuItem>
      </Menu>
    </>
  );
}
