import type { ReplyDetail, WorkflowSettings } from '@cppcc/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDateTime } from '../../../shared/lib/dates';
import { viewerHref } from '../../../shared/lib/viewerHref';
import { replyDocumentSrc } from '../../../shared/lib/viewerHref';
import { useTaskLabels } from './taskLabels';
import { ReplyStateChip } from '../../../shared/ui/StateChip';

export function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Box>
      <Typography variant="caption" color="textSecondary" component="div">
        {label}
      </Typography>
      <Typography component="div" data-testid={testId}>
        {children}
      </Typography>
    </Box>
  );
}

/** The reply under review: its fields, its document (opened in /officeapps/view) and the last rejection. */
export function ReplyPanel({
  reply,
  settings,
}: {
  reply: ReplyDetail;
  settings: WorkflowSettings | undefined;
}) {
  const { t } = useTranslation('staffWorkbench');
  const labels = useTaskLabels(settings);
  return (
    <Box data-testid="reply-panel">
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <ReplyStateChip state={reply.state} />
        {reply.submittedAt && (
          <Typography variant="body2" color="textSecondary">
            {t('submittedAt')}：{formatDateTime(reply.submittedAt)}
          </Typography>
        )}
      </Box>
      {reply.rejectionReason && reply.state !== 'approved' && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('rejectionReason')}：{reply.rejectionReason}
        </Alert>
      )}
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }} data-testid="reply-title">
        {reply.title || '—'}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
          my: 2,
        }}
      >
        <Fact label={t('reply.label.docNumber', { ns: 'messages' })}>{reply.docNumber || '—'}</Fact>
        <Fact label={t('reply.label.resultClass', { ns: 'messages' })} testId="reply-class">
          {labels.resultClass(reply.resultClass)}
        </Fact>
        <Fact label={t('reply.label.signingLeader', { ns: 'messages' })}>{reply.signingLeader || '—'}</Fact>
        <Fact label={t('publication')}>{t(`publication.${reply.publication}`)}</Fact>
        <Fact label={t('reply.label.contactPerson', { ns: 'messages' })}>{reply.contactPerson || '—'}</Fact>
        <Fact label={t('reply.label.contactPhone', { ns: 'messages' })}>{reply.contactPhone || '—'}</Fact>
        <Fact label={t('replyDocument')}>
          {reply.document ? (
            <Link
              component={RouterLink}
              to={viewerHref(replyDocumentSrc(reply.id), reply.document.fileName)}
              data-testid="reply-document"
            >
              {t('viewDocument')} {reply.document.fileName}
            </Link>
          ) : (
            t('noDocument')
          )}
        </Fact>
      </Box>
      <Typography variant="caption" color="textSecondary" component="div">
        {t('reply.label.body', { ns: 'messages' })}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap' }} data-testid="reply-body">
        {reply.body || '—'}
      </Typography>
    </Box>
  );
}
