import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { UploadRow } from '../lib/useUploads';

/** The files being uploaded, each with its progress; a refused one with the server's reason. */
export function UploadList({
  rows,
  onDismiss,
}: {
  rows: readonly UploadRow[];
  onDismiss: (key: string) => void;
}) {
  const { t } = useTranslation('fileManager');
  if (rows.length === 0) return null;
  return (
    <Stack component="section" aria-label={t('uploads')} spacing={1} sx={{ mb: 2 }} data-testid="uploads">
      {rows.map((row) =>
        row.failed !== undefined ? (
          <Alert
            key={row.key}
            severity="error"
            role="alert"
            action={
              <IconButton aria-label={t('dismiss')} size="small" onClick={() => onDismiss(row.key)}>
                <CloseIcon fontSize="small" />
              </IconButton>
            }
          >
            {t('uploadFailed', { name: row.name, message: row.failed })}
          </Alert>
        ) : (
          <div key={row.key}>
            <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
              {t('uploading', { name: row.name })}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={Math.round(row.progress * 100)}
              aria-label={t('uploading', { name: row.name })}
            />
          </div>
        ),
      )}
    </Stack>
  );
}
