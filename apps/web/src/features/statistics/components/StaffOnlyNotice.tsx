import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { LOGIN_PATH } from '@cppcc/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { WORKBENCH_PATH } from '../paths';

/** What a dashboard shows to anyone but staff: whose figures they are, and the way to one's own work. */
export function StaffOnlyNotice({ title, signedIn }: { title: string; signedIn: boolean }) {
  const { t } = useTranslation('statistics');
  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, flex: 1 }} data-testid="dashboard-staff-only">
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
        {title}
      </Typography>
      <Alert
        severity="info"
        action={
          <Button
            color="inherit"
            size="small"
            component={RouterLink}
            to={signedIn ? WORKBENCH_PATH : LOGIN_PATH}
          >
            {signedIn ? t('openWorkbench') : t('signIn')}
          </Button>
        }
      >
        {t('staffOnly')}
      </Alert>
    </Box>
  );
}
