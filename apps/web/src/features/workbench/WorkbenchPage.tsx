import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { registerBundle } from '../../shared/i18n/i18n';
import { useUser } from '../../shared/session/hooks';
import { usePageTitle } from '../../shared/ui/pageTitle';
import { i18nBundle } from './i18n';

registerBundle(i18nBundle);

type Kind = 'undertaker';

/** Placeholder workbenches so role landing (seed 000 §2.3) has somewhere to land; later issues replace them. */
function Workbench({ kind }: { kind: Kind }) {
  const { t } = useTranslation('workbench');
  const user = useUser();
  usePageTitle(t(kind));
  return (
    <Stack sx={{ flex: 1, p: { xs: 2, sm: 4 } }} data-testid={`workbench-${kind}`}>
      <Card>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
            {t(kind)}
          </Typography>
          <Typography sx={{ mb: 1 }}>{t('signedInAs', { name: user.data.displayName })}</Typography>
          <Typography color="text.secondary">{t('placeholder')}</Typography>
        </CardContent>
      </Card>
    </Stack>
  );
}

export const UndertakerWorkbench = () => <Workbench kind="undertaker" />;
