import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { registerBundle } from '../../shared/i18n/i18n';
import { useUser } from '../../shared/session/hooks';
import { usePageTitle } from '../../shared/ui/pageTitle';
import { AccountWithoutRole } from './AccountWithoutRole';
import { homeViewFor } from './homeView';
import { i18nBundle } from './i18n';
import { ServerStatus } from './ServerStatus';

registerBundle(i18nBundle);

/** The home page: open to guests, and the landing of a signed-in account without a workflow role. */
export default function HomePage() {
  const { t } = useTranslation('home');
  const { t: tc } = useTranslation('common');
  const user = useUser();
  const view = homeViewFor(user);
  usePageTitle(t('pageTitle'));
  return (
    <Stack
      data-testid="placeholder-page"
      sx={{ flex: 1, alignItems: 'center', justifyContent: 'center', p: { xs: 2, sm: 4 } }}
    >
      <Card sx={{ maxWidth: 640, width: '100%' }} elevation={2}>
        <CardContent sx={{ p: { xs: 3, sm: 5 } }}>
          <Stack spacing={2.5}>
            <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
              {tc('appName')}
            </Typography>
            <Typography variant="h6" component="p" color="secondary">
              {t('welcome')}
            </Typography>
            <Typography>{t('intro')}</Typography>
            {view.kind === 'guest' && (
              <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
                <Typography color="textSecondary">{t('guestNext')}</Typography>
                <Button variant="contained" component={RouterLink} to={view.signInPath}>
                  {t('signIn')}
                </Button>
              </Stack>
            )}
            {view.kind === 'workbench' && (
              <Button
                variant="contained"
                component={RouterLink}
                to={view.workbenchPath}
                sx={{ alignSelf: 'flex-start' }}
              >
                {t('openWorkbench')}
              </Button>
            )}
            {view.kind === 'noRole' && <AccountWithoutRole user={user} />}
            <Divider />
            <ServerStatus />
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}
