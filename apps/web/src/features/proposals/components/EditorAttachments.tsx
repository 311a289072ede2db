import type { Attachment, ProposalDetail } from '@cppcc/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../shared/api/errorText';
import { confirm } from '../../../shared/dialog/dialogService';
import { formatSize, UploadError } from '../../../shared/lib/upload';
import { showMessage } from '../../../shared/message/messageSlice';
import { useAppDispatch } from '../../../shared/store/hooks';
import { useDeleteAttachmentMutation, useGetProposalQuery } from '../api';
import { uploadAttachment } from '../files';
import { ATTACHMENT_ACCEPT } from '../logic';

/** The editor's attachment card: list, upload with progress, delete after confirmation. */
export function EditorAttachments({ proposal, canEdit }: { proposal: ProposalDetail; canEdit: boolean }) {
  const { t } = useTranslation('proposals');
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const latest = useGetProposalQuery(proposal.id);
  const [remove] = useDeleteAttachmentMutation();
  const [upload, setUpload] = useState<{ name: string; progress: number } | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  async function onFiles(files: FileList | null) {
    const file = files?.[0];
    if (!file) return;
    setUploadError(null);
    setUpload({ name: file.name, progress: 0 });
    try {
      await uploadAttachment(proposal.id, file, (progress) => setUpload({ name: file.name, progress }));
      void latest.refetch();
    } catch (error) {
      const message =
        error instanceof UploadError
          ? (error.serverMessage ?? t('uploadStatus', { status: error.status }))
          : String(error);
      setUploadError(t('uploadFailed', { message }));
    } finally {
      setUpload(null);
      if (input.current) input.current.value = '';
    }
  }

  async function onDelete(attachment: Attachment) {
    const ok = await confirm({
      title: t('deleteAttachment', { name: attachment.fileName }),
      message: t('deleteAttachmentConfirm', { name: attachment.fileName }),
      confirmText: t('delete'),
      cancelText: t('cancel'),
      destructive: true,
    });
    if (!ok) return;
    const result = await remove({ proposalId: proposal.id, attachmentId: attachment.id });
    if ('error' in result && result.error)
      dispatch(showMessage({ message: errorText(result.error) ?? '', variant: 'error' }));
  }

  return (
    <Card component="section" aria-labelledby="editor-attachments">
      <CardContent>
        <Typography id="editor-attachments" variant="h6" component="h2">
          {t('attachments')}
        </Typography>
        <Typography color="textSecondary" variant="body2" sx={{ mb: 1 }}>
          {t('uploadHint')}
        </Typography>
        {proposal.attachments.length === 0 ? (
          <Typography color="textSecondary">{t('noAttachments')}</Typography>
        ) : (
          <List dense>
            {proposal.attachments.map((attachment) => (
              <ListItem
                key={attachment.id}
                disableGutters
                secondaryAction={
                  canEdit && (
                    <IconButton
                      edge="end"
                      aria-label={t('deleteAttachment', { name: attachment.fileName })}
                      onClick={() => void onDelete(attachment)}
                    >
                      ✕
                    </IconButton>
                  )
                }
              >
                <ListItemText primary={attachment.fileName} secondary={formatSize(attachment.size)} />
              </ListItem>
            ))}
          </List>
        )}
        {upload && (
          <Stack spacing={0.5} sx={{ my: 1 }}>
            <Typography variant="body2">{t('uploading', { name: upload.name })}</Typography>
            <LinearProgress
              variant="determinate"
              value={Math.round(upload.progress * 100)}
              aria-label={t('uploading', { name: upload.name })}
            />
          </Stack>
        )}
        {uploadError && (
          <Alert severity="error" role="alert" sx={{ my: 1 }}>
            {uploadError}
          </Alert>
        )}
        {canEdit && (
          <Button variant="outlined" component="label" disabled={Boolean(upload)}>
            {t('upload')}
            <input
              ref={input}
              type="file"
              hidden
              accept={ATTACHMENT_ACCEPT}
              onChange={(event) => void onFiles(event.target.files)}
            />
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
