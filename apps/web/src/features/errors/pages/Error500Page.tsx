import { useTranslation } from 'react-i18next';
import { ErrorPage } from '../ErrorPage';

export default function Error500Page() {
  const { t } = useTranslation('errors');
  return <ErrorPage status={500} title={t('internalTitle')} text={t('internalText')} />;
}
