import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadError } from '../lib/upload';

const ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

/**
 * Uploading a picture an app shows (a contact's avatar, a note's image): the button with its hidden file
 * input, the progress while it goes, and the server's reason when it is refused. `children` sit beside the
 * button (a "remove" action).
 */
export function PictureUpload<Uploaded extends { url: string }>({
  label,
  upload,
  onUploaded,
  inputTestId,
  children,
}: {
  label: string;
  upload: (file: File, onProgress: (fraction: number) => void) => Promise<Uploaded>;
  /** The server's answer for the uploaded picture (its address), and the file it came from (its name). */
  onUploaded: (uploaded: Uploaded, file: File) => void;
  inputTestId?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const send = async (file: File) => {
    setFailure(null);
    setProgress(0);
    try {
      onUploaded(await upload(file, setProgress), file);
    } catch (error) {
      setFailure(
        error instanceof UploadError && error.serverMessage ? error.serverMessage : t('picture.failed'),
      );
    } finally {
      setProgress(null);
    }
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button component="label" variant="outlined" size="small" disabled={progress !== null}>
          {label}
          <input
            type="file"
            hidden
            accept={ACCEPT}
            data-testid={inputTestId}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void send(file);
            }}
          />
        </Button>
        {children}
        <Typography variant="caption" color="textSecondary">
          {t('picture.hint')}
        </Typography>
      </Box>
      {progress !== null && (
        <Box sx={{ mt: 1 }}>
          <LinearProgress variant="determinate" value={progress * 100} />
          <Typography variant="caption">
            {t('picture.uploading', { percent: Math.round(progress * 100) })}
          </Typography>
        </Box>
      )}
      {failure && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {failure}
        </Alert>
      )}
    </Box>
  );
}
