import type { ReplyDetail } from '@cppcc/contracts';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { QueryGuard } from '../../../shared/ui/QueryGuard';
import { registerBundle } from '../../../shared/i18n/i18n';
import { useUser } from '../../../shared/session/hooks';
import { DetailFrame } from '../components/DetailFrame';
import { useLabels } from '../components/labels';
import { ReplyEditor } from '../components/ReplyEditor';
import { ReplyView } from '../components/ReplyView';
import { TaskStateChip } from '../../../shared/ui/StateChip';
import { i18nBundle } from '../i18n';
import { dayOf } from '../lib/taskForms';
import { NOT_FOUND_PATH, proposalPath, taskPath } from '../paths';
import { SectionCard } from '../../../shared/ui/SectionCard';
import { useReplyQuery, useWorkflowSettingsQuery } from '../../../shared/api/sharedReads';
import { localeDateTime } from '../../../shared/lib/dates';
import { ReplyChain } from '../components/ReplyChain';

registerBundle(i18nBundle);

/** /undertaker/reply/{responseGUID}: the lead unit drafts and submits its reply here; others read it. */
export default function ReplyPage() {
  const { responseGUID = '' } = useParams();
  const { t } = useTranslation('undertaker');
  const reply = useReplyQuery(responseGUID);
  return (
    <QueryGuard
      query={reply}
      notFoundPath={NOT_FOUND_PATH}
      failed={(error) => (
        <DetailFrame title={t('replyTitle')} testId="unit-reply-error">
          {error}
        </DetailFrame>
      )}
    >
      {(data) => <ReplyScreen reply={data} reload={() => void reply.refetch()} />}
    </QueryGuard>
  );
}

function ReplyScreen({ reply, reload }: { reply: ReplyDetail; reload: () => void }) {
  const { t, i18n } = useTranslation('undertaker');
  const user = useUser();
  const settings = useWorkflowSettingsQuery();
  const labels = useLabels(settings.data);
  const isUnit = user.role.includes('undertaker');
  const ours = isUnit && user.unit?.id === reply.task.unit.id;
  const proposal = reply.task.proposal;

  return (
    <DetailFrame
      title={t('replyTitle')}
      testId="unit-reply"
      back={isUnit ? { to: taskPath(proposal.id), label: t('backToTask') } : undefined}
    >
      <Card component="section" aria-labelledby="reply-proposal-heading">
        <CardContent>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
            <TaskStateChip state={reply.task.state} />
            {!reply.canEdit && (
              <Link
                component={RouterLink}
                to={`/print/replies/${encodeURIComponent(reply.id)}`}
                data-testid="print-reply"
              >
                {t('printLetter')}
              </Link>
            )}
          </Stack>
          <Typography id="reply-proposal-heading" variant="h6" component="h2">
            <Link component={RouterLink} to={proposalPath(proposal.id)} underline="hover">
              {[labels.number(proposal.number), proposal.title || t('untitled')].filter(Boolean).join(' ')}
            </Link>
          </Typography>
          <Typography color="textSecondary">
            {reply.task.unit.name} · {labels.role(reply.task.role, reply.task.handlingMode)} · {t('dueDate')}
            ：{dayOf(reply.task.dueDate) || '—'}
          </Typography>
          {!reply.canEdit && ours && reply.task.role !== 'co' && (
            <Alert
              severity={reply.state === 'approved' ? 'success' : 'info'}
              sx={{ mt: 2 }}
              data-testid="review-outcome"
            >
              {reply.state === 'approved'
                ? t('outcomeApproved', {
                    time: reply.reviewedAt ? localeDateTime(reply.reviewedAt, i18n.language) : '—',
                    resultClass: labels.resultClass(reply.resultClass),
                  })
                : reply.state === 'submitted'
                  ? t('outcomeSubmitted', {
                      time: reply.submittedAt ? localeDateTime(reply.submittedAt, i18n.language) : '—',
                    })
                  : reply.state === 'unit_review'
                    ? t('outcomeUnitReview')
                    : t('readOnly')}
            </Alert>
          )}
          {!ours && (
            <Alert severity="info" sx={{ mt: 2 }}>
              {t('readOnlyOther')}
            </Alert>
          )}
        </CardContent>
      </Card>

      {reply.canEdit ? (
        <ReplyEditor reply={reply} settings={settings.data} reload={reload} />
      ) : (
        <Card component="section" aria-label={t('replyTitle')}>
          <CardContent>
            <ReplyView reply={reply} settings={settings.data} />
          </CardContent>
        </Card>
      )}

      <ReplyChain reply={reply} />

      {reply.opinions.length > 0 && (
        <SectionCard id="reply-opinions" title={t('opinions')}>
          <List dense data-testid="reply-opinions">
            {reply.opinions.map((item) => (
              <ListItem key={item.id} disableGutters divider>
                <ListItemText
                  primary={item.unit.name}
                  secondary={<span style={{ whiteSpace: 'pre-wrap' }}>{item.opinion}</span>}
                />
              </ListItem>
            ))}
          </List>
        </SectionCard>
      )}
    </DetailFrame>
  );
}
