import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { registerBundle } from '../../../shared/i18n/i18n';
import { usePageTitle } from '../../../shared/ui/pageTitle';
import { i18nBundle } from '../i18n';

registerBundle(i18nBundle);

/** /ui/page-layouts/blank: the shell alone, no page frame — where a new page starts. */
export default function BlankLayoutPage() {
  const { t } = useTranslation('ui');
  usePageTitle(t('blank.title'));
  return (
    <Box
      data-testid="blank-page"
      sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', p: 3 }}
    >
      <Box sx={{ maxWidth: 560, textAlign: 'center' }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
          {t('blank.title')}
        </Typography>
        <Typography color="textSecondary">{t('blank.text')}</Typography>
      </Box>
    </Box>
  );
}
