import BuildIcon from '@mui/icons-material/Build';
import { useTranslation } from 'react-i18next';
import { registerBundle } from '../../../shared/i18n/i18n';
import { usePageTitle } from '../../../shared/ui/pageTitle';
import { NoticePage } from '../components/NoticePage';
import { i18nBundle } from '../i18n';

registerBundle(i18nBundle);

/** /pages/maintenance: the system is being maintained; open to all. */
export default function MaintenancePage() {
  const { t } = useTranslation('content');
  usePageTitle(t('maintenance'));
  return <NoticePage icon={<BuildIcon />} title={t('maintenance')} text={t('maintenance.text')} />;
}
