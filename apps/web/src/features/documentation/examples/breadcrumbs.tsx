import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

export default function BreadcrumbsExample() {
  const { t } = useTranslation('documentation');
  return (
    <Breadcrumbs aria-label={t('sample.breadcrumbs')}>
      <Link component={RouterLink} to="/apps/index" underline="hover" color="inherit">
        {t('sample.home')}
      </Link>
      <Link component={RouterLink} to="/apps/proposals" underline="hover" color="inherit">
        {t('sample.proposals')}
      </Link>
      <Typography color="textPrimary">{t('sample.proposalTitle')}</Typography>
    </Breadcrumbs>
  );
}
