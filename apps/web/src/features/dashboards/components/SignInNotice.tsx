import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { LANDING_PATHS } from '@cppcc/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** What a guest sees on a dashboard: its name and the way to sign in (the figures are for signed-in users). */
export function SignInNotice({ title }: { title: string }) {
  const { t } = useTranslation('dashboards');
  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, flex: 1 }} data-testid="dashboard-sign-in">
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
        {title}
      </Typography>
      <Alert
        severity="info"
        action={
          <Button color="inherit" size="small" component={RouterLink} to={LANDING_PATHS.guest}>
            {t('signIn')}
          </Button>
        }
      >
        {t('signInNotice')}
      </Alert>
    </Box>
  );
}
