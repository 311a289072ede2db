import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { registerBundle } from '../../shared/i18n/i18n';
import { usePageTitle } from '../../shared/ui/pageTitle';
import { i18nBundle } from './i18n';
import { ServerStatus } from './ServerStatus';

registerBundle(i18nBundle);

/** Placeholder landing until the sign-in and shell issues: a welcome card in the chosen language. */
export default function HomePage() {
  const { t } = useTranslation('home');
  const { t: tc } = useTranslation('common');
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
            <Typography color="text.secondary">{t('comingNext')}</Typography>
            <Divider />
            <ServerStatus />
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}
