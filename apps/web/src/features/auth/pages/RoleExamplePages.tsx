import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { registerBundle } from '../../../shared/i18n/i18n';
import { useUser } from '../../../shared/session/hooks';
import { usePageTitle } from '../../../shared/ui/pageTitle';
import { i18nBundle } from '../i18n';
import { PATHS } from '../paths';

registerBundle(i18nBundle);

type Kind = 'admin' | 'staff' | 'guest';

const SAMPLE_CONFIG = `import { authRoles } from '@cppcc/contracts';

export const exampleRoutes: AppRoute[] = [
  { path: '/auth/admin-role-example', auth: authRoles.admin, page: () => import('./AdminPage') },
  { path: '/auth/staff-role-example', auth: authRoles.staff, page: () => import('./StaffPage') },
  { path: '/auth/guest-role-example', auth: authRoles.onlyGuest, page: () => import('./GuestPage') },
];`;

/** The role example pages (seed 000 §2.1, §6): explanatory text; Logout on the two signed-in ones. */
function RoleExample({ kind }: { kind: Kind }) {
  const { t } = useTranslation('auth');
  const user = useUser();
  const title = t(`${kind}ExampleTitle`);
  usePageTitle(title);
  return (
    <Box sx={{ p: { xs: 2, sm: 4 }, flex: 1 }} data-testid={`${kind}-role-example`}>
      <Card sx={{ maxWidth: 860, mx: 'auto' }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Stack spacing={2.5}>
            <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
              {title}
            </Typography>
            <Typography>{t(`${kind}ExampleText`)}</Typography>
            {kind === 'guest' && (
              <Box
                component="pre"
                sx={{
                  p: 2,
                  borderRadius: 1,
                  bgcolor: 'grey.900',
                  color: 'grey.100',
                  overflowX: 'auto',
                  fontSize: 13,
                }}
              >
                <code>{SAMPLE_CONFIG}</code>
              </Box>
            )}
            <Typography color="textSecondary">{t('roleExampleRule')}</Typography>
            {kind !== 'guest' && (
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <Typography variant="body2">{t('signedInAs', { name: user.data.displayName })}</Typography>
                <Button variant="contained" component={RouterLink} to={PATHS.logout}>
                  {t('logout')}
                </Button>
              </Stack>
            )}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}

export const AdminRoleExample = () => <RoleExample kind="admin" />;
export const StaffRoleExample = () => <RoleExample kind="staff" />;
export const GuestRoleExample = () => <RoleExample kind="guest" />;
