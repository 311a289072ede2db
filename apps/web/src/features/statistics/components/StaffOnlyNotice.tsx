import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { LANDING_PATHS, landingPathFor, type Role } from '@cppcc/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/**
 * Where the notice sends a reader: a guest to sign in, a user to their workbench, and an account without a
 * workflow role to its home page, which says what it can do (its "workbench" would be that same page).
 */
export function noticeLinkFor(roles: readonly Role[]): {
  to: string;
  label: 'signIn' | 'openWorkbench' | 'aboutAccount';
} {
  const to = landingPathFor(roles);
  if (to === LANDING_PATHS.guest) return { to, label: 'signIn' };
  return { to, label: to === LANDING_PATHS.signedIn ? 'aboutAccount' : 'openWorkbench' };
}

/** What a dashboard shows to anyone but staff: whose figures they are, and the way to one's own work. */
export function StaffOnlyNotice({ title, roles }: { title: string; roles: readonly Role[] }) {
  const { t } = useTranslation('statistics');
  const link = noticeLinkFor(roles);
  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, flex: 1 }} data-testid="dashboard-staff-only">
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
        {title}
      </Typography>
      <Alert
        severity="info"
        action={
          <Button color="inherit" size="small" component={RouterLink} to={link.to}>
            {t(link.label)}
          </Button>
        }
      >
        {t('staffOnly')}
      </Alert>
    </Box>
  );
}
