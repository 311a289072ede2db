import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { User } from '@cppcc/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { SIGNED_IN_PAGES } from './homeView';

/** A signed-in account without a workflow role: who it is, what it can do now, and how to get a role. */
export function AccountWithoutRole({ user }: { user: User }) {
  const { t } = useTranslation('home');
  const roles = user.role.map((role) => t(`role.${role}`, { ns: 'common' })).join('、');
  return (
    <Stack spacing={2} data-testid="home-no-role">
      <Typography>
        {t('signedInAs', { name: user.data.displayName || user.phone || user.uid, roles })}
      </Typography>
      <Typography>{t('noRoleCan')}</Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="outlined" component={RouterLink} to={SIGNED_IN_PAGES.notifications}>
          {t('openNotifications')}
        </Button>
        <Button variant="outlined" component={RouterLink} to={SIGNED_IN_PAGES.chat}>
          {t('openChat')}
        </Button>
      </Stack>
      <Alert severity="info">
        <AlertTitle>{t('getRoleTitle')}</AlertTitle>
        {t('getRole')}
      </Alert>
    </Stack>
  );
}
