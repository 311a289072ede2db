import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { isApiError } from '../../../shared/api/apiError';
import { useErrorText } from '../../../shared/api/errorText';
import { registerBundle } from '../../../shared/i18n/i18n';
import { Loading } from '../../../shared/ui/Loading';
import { usePublicReplyQuery } from '../api';
import { PublicFrame } from '../components/PublicFrame';
import { i18nBundle } from '../i18n';
import { PUBLIC_REPLIES_PATH } from '../routes';
import { localeDate } from '../../../shared/lib/dates';

registerBundle(i18nBundle);

/** /public/replies/:id: one published reply — proposal number, title, session, unit, the reply's text. */
export default function PublicReplyPage() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation('publication');
  const errorText = useErrorText();
  const reply = usePublicReplyQuery(id);
  const data = reply.data;
  const notFound = isApiError(reply.error) && reply.error.status === 404;

  return (
    <PublicFrame title={data?.title ?? t('title')}>
      <Link component={RouterLink} to={PUBLIC_REPLIES_PATH} sx={{ display: 'inline-block', mb: 2 }}>
        {t('back')}
      </Link>
      {reply.isLoading ? (
        <Loading />
      ) : reply.error || !data ? (
        <Alert
          severity={notFound ? 'warning' : 'error'}
          data-testid={notFound ? 'public-not-found' : undefined}
          action={
            notFound ? undefined : (
              <Button color="inherit" onClick={() => void reply.refetch()}>
                {t('retry')}
              </Button>
            )
          }
        >
          {notFound ? t('notFound') : t('loadError', { message: errorText(reply.error) })}
        </Alert>
      ) : (
        <Card component="article" data-testid="public-reply-detail">
          <CardContent>
            <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', mb: 1 }}>
              {data.proposal.number !== null && (
                <Chip color="primary" label={t('number', { number: data.proposal.number })} />
              )}
              <Chip variant="outlined" label={`${t('session')}：${data.proposal.sessionName}`} />
              {data.publication === 'summary' && <Chip label={t('summary')} />}
            </Stack>
            <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
              {data.proposal.title}
            </Typography>
            <Typography color="textSecondary">
              {t('unit')}：{data.unitName}
              {data.approvedAt ? ` · ${t('approvedAt')}：${localeDate(data.approvedAt, i18n.language)}` : ''}
            </Typography>
            <Divider sx={{ my: 2 }} />
            <Typography variant="h6" component="h2" sx={{ textAlign: 'center', mb: 2 }}>
              {data.title}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap', lineHeight: 1.9 }} data-testid="public-reply-text">
              {data.text}
            </Typography>
          </CardContent>
        </Card>
      )}
    </PublicFrame>
  );
}
