import type { ReplyDetail } from '@cppcc/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useErrorText } from '../../../shared/api/errorText';
import { showMessage } from '../../../shared/message/messageSlice';
import { useAppDispatch } from '../../../shared/store/hooks';
import { confirm } from '../../../shared/dialog/dialogService';
import { sharedReadsApi } from '../../../shared/api/sharedReads';
import { useUnitGenerateLetterMutation } from '../api';
import { DOCUMENT_ACCEPT, documentProblem } from '../lib/replyForm';
import { formatSize, UploadError, uploadWithProgress } from '../../../shared/lib/upload';
import { viewerHref } from '../../../shared/lib/viewerHref';
import { replyDocumentSrc } from '../../../shared/lib/viewerHref';
import { useProblemText, useWriteFailure } from './feedback';

/**
 * The signed reply document: view it, upload a PDF or DOCX (with progress), or have the server generate the
 * reply letter from the saved fields. `prepare` saves unsaved field changes first (false: stop).
 */
export function ReplyDocument({
  reply,
  editable,
  prepare,
  reload,
}: {
  reply: ReplyDetail;
  editable: boolean;
  prepare: () => Promise<boolean>;
  reload: () => void;
}) {
  const { t } = useTranslation('undertaker');
  const dispatch = useAppDispatch();
  const problemText = useProblemText();
  const errorText = useErrorText();
  const failure = useWriteFailure(reload);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [generate, generating] = useUnitGenerateLetterMutation();
  const busy = progress !== null || generating.isLoading;

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again fires a change again
    if (!file) return;
    setProblem(null);
    const found = documentProblem(file);
    if (found) {
      setProblem(problemText(found) ?? '');
      return;
    }
    if (!(await prepare())) return;
    setProgress(0);
    try {
      const saved = await uploadWithProgress<ReplyDetail>(
        'PUT',
        `/replies/${encodeURIComponent(reply.id)}/document`,
        file,
        setProgress,
      );
      void dispatch(sharedReadsApi.util.upsertQueryData('reply', reply.id, saved));
      dispatch(showMessage({ message: t('documentUploaded', { name: file.name }), variant: 'success' }));
    } catch (error) {
      const status = error instanceof UploadError ? error.status : 0;
      const serverMessage = error instanceof UploadError ? error.serverMessage : null;
      if (status === 409) {
        dispatch(showMessage({ message: serverMessage ?? t('conflict'), variant: 'warning' }));
        reload();
      } else if (status === 413) setProblem(serverMessage ?? t('fileTooLarge', { max: 20 }));
      else if (status === 415) setProblem(serverMessage ?? problemText('task.documentType') ?? '');
      else if (status === 0) setProblem(t('uploadNetwork'));
      else setProblem(serverMessage ?? t('uploadFailed', { status }));
    } finally {
      setProgress(null);
    }
  }

  async function makeLetter() {
    if (
      reply.document &&
      !(await confirm({
        title: t('generateLetter'),
        message: t('replaceDocument', { name: reply.document.fileName }),
        confirmText: t('generateLetter'),
        destructive: true,
      }))
    )
      return;
    if (!(await prepare())) return;
    setProblem(null);
    const result = await generate(reply.id);
    if (!result.error) dispatch(showMessage({ message: t('letterGenerated'), variant: 'success' }));
    else {
      const { fields } = failure(result.error);
      if (Object.keys(fields).length > 0) setProblem(errorText(result.error) ?? '');
    }
  }

  return (
    <Stack spacing={1.5} data-testid="reply-document">
      {reply.document ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Typography data-testid="document-name">{reply.document.fileName}</Typography>
          <Typography color="textSecondary" variant="body2">
            {formatSize(reply.document.size)}
          </Typography>
          <Button
            size="small"
            variant="outlined"
            component={RouterLink}
            to={viewerHref(replyDocumentSrc(reply.id), reply.document.fileName)}
          >
            {t('viewDocument')}
          </Button>
        </Stack>
      ) : (
        <Typography color="textSecondary" data-testid="no-document">
          {t('noDocument')}
        </Typography>
      )}
      {editable && (
        <>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button variant="outlined" component="label" startIcon={<UploadFileIcon />} disabled={busy}>
              {reply.document ? t('replaceUpload') : t('upload')}
              <input
                type="file"
                hidden
                accept={DOCUMENT_ACCEPT}
                onChange={(event) => void upload(event)}
                data-testid="document-input"
              />
            </Button>
            <Button variant="outlined" onClick={() => void makeLetter()} disabled={busy}>
              {t('generateLetter')}
            </Button>
          </Stack>
          <Typography variant="body2" color="textSecondary">
            {t('documentHint')}
          </Typography>
        </>
      )}
      {progress !== null && (
        <Stack spacing={0.5}>
          <LinearProgress
            variant="determinate"
            value={Math.round(progress * 100)}
            aria-label={t('uploading')}
          />
          <Typography variant="body2" color="textSecondary">
            {t('uploadProgress', { percent: Math.round(progress * 100) })}
          </Typography>
        </Stack>
      )}
      {problem && (
        <Alert severity="error" role="alert" data-testid="document-problem">
          {problem}
        </Alert>
      )}
    </Stack>
  );
}
