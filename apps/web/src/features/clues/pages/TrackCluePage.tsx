import { publicReplyPagePath } from '@cppcc/contracts';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { isApiError } from '../../../shared/api/apiError';
import { registerBundle } from '../../../shared/i18n/i18n';
import { localeDateTime } from '../../../shared/lib/dates';
import { Loading } from '../../../shared/ui/Loading';
import { QueryError } from '../../../shared/ui/QueryError';
import { useClueTrackingQuery } from '../api';
import { ClueFrame } from '../components/ClueFrame';
import { CluePictures } from '../components/CluePictures';
import { ClueStateChip } from '../components/ClueStateChip';
import { i18nBundle } from '../i18n';

registerBundle(i18nBundle);

/** /clues/track/:code: the sender's own clue — its state and outcome, nothing of anyone else's. */
export default function TrackCluePage() {
  const { code = '' } = useParams();
  const { t, i18n } = useTranslation('clues');
  const tracking = useClueTrackingQuery(code);
  const data = tracking.data;
  const missing =
    isApiError(tracking.error) && (tracking.error.status === 404 || tracking.error.status === 400);

  return (
    <ClueFrame title={t('trackTitle')}>
      {tracking.isLoading && <Loading />}
      {missing && <Alert severity="warning">{t('trackNotFound')}</Alert>}
      {tracking.error && !missing && (
        <QueryError error={tracking.error} onRetry={() => void tracking.refetch()} />
      )}
      {data && (
        <Card variant="outlined" data-testid="clue-tracking">
          <CardContent>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
              <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
                {data.title}
              </Typography>
              <ClueStateChip state={data.state} />
            </Stack>
            <Typography sx={{ mb: 1 }}>{t(`stateHint_${data.state}`)}</Typography>
            <Typography variant="body2" color="textSecondary">
              {t('submittedAt')}：{localeDateTime(data.submittedAt, i18n.language)}
            </Typography>
            {data.decidedAt && (
              <Typography variant="body2" color="textSecondary">
                {t('decidedAt')}：{localeDateTime(data.decidedAt, i18n.language)}
              </Typography>
            )}
            {data.declineReason && (
              <Typography sx={{ mt: 1 }}>
                {t('declineReason')}：{data.declineReason}
              </Typography>
            )}
            <CluePictures pictures={data.pictures} />
            {data.adoptionCount > 0 && (
              <Typography sx={{ mt: 1 }}>{t('adoptionCount', { count: data.adoptionCount })}</Typography>
            )}
            {data.replies.length > 0 && (
              <Stack sx={{ mt: 1 }}>
                <Typography sx={{ fontWeight: 600 }}>{t('replies')}</Typography>
                {data.replies.map((reply) => (
                  <Link key={reply.id} component={RouterLink} to={publicReplyPagePath(reply.id)}>
                    {reply.title}
                  </Link>
                ))}
              </Stack>
            )}
          </CardContent>
        </Card>
      )}
    </ClueFrame>
  );
}
