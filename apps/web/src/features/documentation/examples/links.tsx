import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

export default function LinksExample() {
  const { t } = useTranslation('documentation');
  return (
    <Stack direction="row" spacing={3}>
      <Link component={RouterLink} to="/pages/faq">
        {t('sample.faq')}
      </Link>
      <Link component={RouterLink} to="/pages/knowledge-base" underline="hover">
        {t('sample.knowledgeBase')}
      </Link>
    </Stack>
  );
}
