import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export default function CardsExample() {
  const { t } = useTranslation('documentation');
  return (
    <Card sx={{ maxWidth: 420 }}>
      <CardContent>
        <Typography variant="overline">{t('sample.session1')}</Typography>
        <Typography variant="h6" component="p">
          {t('sample.proposalTitle')}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {t('sample.proposalSummary')}
        </Typography>
      </CardContent>
      <CardActions>
        <Button size="small">{t('sample.open')}</Button>
      </CardActions>
    </Card>
  );
}
