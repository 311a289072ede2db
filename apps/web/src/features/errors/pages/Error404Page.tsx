import { useTranslation } from 'react-i18next';
import { ErrorPage } from '../ErrorPage';

export default function Error404Page() {
  const { t } = useTranslation('errors');
  return <ErrorPage status={404} title={t('notFoundTitle')} text={t('notFoundText')} />;
}
