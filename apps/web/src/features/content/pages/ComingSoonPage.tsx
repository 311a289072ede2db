import ScheduleIcon from '@mui/icons-material/Schedule';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registerBundle } from '../../../shared/i18n/i18n';
import { Countdown } from '../../../shared/ui/Countdown';
import { usePageTitle } from '../../../shared/ui/pageTitle';
import { NoticePage } from '../components/NoticePage';
import { i18nBundle } from '../i18n';

registerBundle(i18nBundle);

/** /pages/coming-soon: the countdown widget (default end 15 days ahead, ticking each second); open to all. */
export default function ComingSoonPage() {
  const { t } = useTranslation('content');
  usePageTitle(t('comingSoon'));
  const [done, setDone] = useState(false);
  const onComplete = useCallback(() => setDone(true), []);
  return (
    <NoticePage icon={<ScheduleIcon />} title={t('comingSoon')} text={t('comingSoon.text')}>
      <Countdown onComplete={onComplete} />
      {done && <Typography role="status">{t('comingSoon.done')}</Typography>}
    </NoticePage>
  );
}
