import type { Attachment } from '@cppcc/contracts';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { downloadAttachment } from '../lib/attachments';
import { formatSize } from '../lib/upload';
import { attachmentSrc, isViewable, viewerHref } from '../lib/viewerHref';
import { showMessage } from '../message/messageSlice';
import { useAppDispatch } from '../store/hooks';

/**
 * A record's attachments: each downloads under its own name (with the session's headers), shows its size,
 * and PDF and Word files open in the online viewer too.
 */
export function AttachmentList({
  attachments,
  testId,
}: {
  attachments: readonly Pick<Attachment, 'id' | 'fileName' | 'size'>[];
  testId?: string;
}) {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  if (attachments.length === 0)
    return (
      <Typography color="textSecondary" data-testid={testId}>
        {t('attachments.none')}
      </Typography>
    );

  async function download(attachment: Pick<Attachment, 'id' | 'fileName'>) {
    try {
      await downloadAttachment(attachment);
    } catch (error) {
      dispatch(
        showMessage({ message: error instanceof Error ? error.message : String(error), variant: 'error' }),
      );
    }
  }

  return (
    <List dense data-testid={testId}>
      {attachments.map((attachment) => (
        <ListItem key={attachment.id} disableGutters sx={{ flexWrap: 'wrap' }}>
          <Link
            component="button"
            onClick={() => void download(attachment)}
            aria-label={t('attachments.download', { name: attachment.fileName })}
            sx={{ textAlign: 'left', wordBreak: 'break-word' }}
          >
            {attachment.fileName}
          </Link>
          <Typography color="textSecondary" sx={{ ml: 1 }}>
            {formatSize(attachment.size)}
          </Typography>
          {isViewable(attachment.fileName) && (
            <Link
              component={RouterLink}
              to={viewerHref(attachmentSrc(attachment.id), attachment.fileName)}
              aria-label={t('attachments.view', { name: attachment.fileName })}
              sx={{ ml: 2 }}
            >
              {t('attachments.viewShort')}
            </Link>
          )}
        </ListItem>
      ))}
    </List>
  );
}
