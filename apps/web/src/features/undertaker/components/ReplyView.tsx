import type { ReplyDetail, WorkflowSettings } from '@cppcc/contracts';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { viewerHref } from '../../../shared/lib/viewerHref';
import { replyDocumentSrc } from '../../../shared/lib/viewerHref';
import { Fact } from './DetailFrame';
import { useLabels } from './labels';

/** A reply as read-only text: the co-unit's view of the lead's draft, and a submitted or approved reply. */
export function ReplyView({ reply, settings }: { reply: ReplyDetail; settings?: WorkflowSettings }) {
  const { t } = useTranslation('undertaker');
  const labels = useLabels(settings);
  return (
    <Stack spacing={1.5} data-testid="reply-view">
      <Typography variant="h6" component="h3">
        {reply.title || t('untitled')}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 3, rowGap: 0.5 }}>
        <Fact label={t('field.docNumber')}>{reply.docNumber || '—'}</Fact>
        <Fact label={t('field.resultClass')}>{labels.resultClass(reply.resultClass)}</Fact>
        <Fact label={t('field.signingLeader')}>{reply.signingLeader || '—'}</Fact>
        <Fact label={t('field.contactPerson')}>{reply.contactPerson || '—'}</Fact>
        <Fact label={t('field.contactPhone')}>{reply.contactPhone || '—'}</Fact>
        <Fact label={t('field.publication')}>{t(`publication.${reply.publication}`)}</Fact>
      </Stack>
      <Divider />
      <Typography sx={{ whiteSpace: 'pre-wrap' }} data-testid="reply-body">
        {reply.body || t('noReplyBody')}
      </Typography>
      <Divider />
      <Fact label={t('document')}>
        {reply.document ? (
          <Link component={RouterLink} to={viewerHref(replyDocumentSrc(reply.id), reply.document.fileName)}>
            {reply.document.fileName}
          </Link>
        ) : (
          t('noDocument')
        )}
      </Fact>
    </Stack>
  );
}
