import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export default function TypographyExample() {
  const { t } = useTranslation('documentation');
  return (
    <>
      <Typography variant="h4" component="p">
        {t('sample.proposalTitle')}
      </Typography>
      <Typography variant="subtitle1" color="textSecondary">
        {t('sample.session1')}
      </Typography>
      <Typography variant="body1">{t('sample.proposalSummary')}</Typography>
      <Typography variant="caption">{t('sample.dueIn', { days: 5 })}</Typography>
    </>
  );
}
