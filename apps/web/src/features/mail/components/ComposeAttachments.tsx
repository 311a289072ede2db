import AttachFileIcon from '@mui/icons-material/AttachFile';
import CancelIcon from '@mui/icons-material/Cancel';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { ATTACHMENT_MAX_BYTES, type MailAttachment } from '@cppcc/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatSize, UploadError } from '../../../shared/lib/upload';
import { uploadMailFile } from '../api/mailApi';

const MAX_MB = ATTACHMENT_MAX_BYTES / 1024 / 1024;
const ACCEPT = '.pdf,.doc,.docx,.xls,.xlsx,.png,.jpg,.jpeg,.gif,.webp';

interface Uploading {
  key: number;
  name: string;
  fraction: number;
}

/** The compose dialog's files: chosen, checked for size, uploaded one by one with progress, removable. */
export function ComposeAttachments({
  files,
  onChange,
  onBusy,
}: {
  files: MailAttachment[];
  onChange: (update: (files: MailAttachment[]) => MailAttachment[]) => void;
  onBusy: (busy: boolean) => void;
}) {
  const { t } = useTranslation('mail');
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState<Uploading[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const counter = useRef(0);

  const upload = async (chosen: File[]) => {
    setErrors([]);
    const problems: string[] = [];
    onBusy(true);
    for (const file of chosen) {
      if (file.size > ATTACHMENT_MAX_BYTES) {
        problems.push(t('compose.tooLarge', { name: file.name, max: MAX_MB }));
        continue;
      }
      counter.current += 1;
      const key = counter.current;
      setUploading((list) => [...list, { key, name: file.name, fraction: 0 }]);
      try {
        const stored = await uploadMailFile(file, (fraction) =>
          setUploading((list) => list.map((item) => (item.key === key ? { ...item, fraction } : item))),
        );
        onChange((list) => [...list, stored]);
      } catch (error) {
        const message =
          error instanceof UploadError ? (error.serverMessage ?? String(error.status)) : String(error);
        problems.push(t('compose.uploadFailed', { name: file.name, message }));
      } finally {
        setUploading((list) => list.filter((item) => item.key !== key));
      }
    }
    setErrors(problems);
    onBusy(false);
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Button size="small" startIcon={<AttachFileIcon />} onClick={() => input.current?.click()}>
          {t('compose.attach')}
        </Button>
        <Typography variant="caption" color="textSecondary">
          {t('compose.attachHint', { max: MAX_MB })}
        </Typography>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          accept={ACCEPT}
          data-testid="mail-file-input"
          onChange={(event) => {
            const chosen = [...(event.target.files ?? [])];
            event.target.value = '';
            void upload(chosen);
          }}
        />
      </Box>
      {files.length > 0 && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }} data-testid="mail-compose-files">
          {files.map((file) => (
            <Chip
              key={file.id}
              label={`${file.fileName} · ${formatSize(file.size)}`}
              onDelete={() => onChange((list) => list.filter((item) => item.id !== file.id))}
              deleteIcon={<CancelIcon aria-label={t('compose.removeAttachment', { name: file.fileName })} />}
            />
          ))}
        </Box>
      )}
      {uploading.map((item) => (
        <Box key={item.key} sx={{ mt: 1 }}>
          <Typography variant="caption">
            {t('compose.uploading', { name: item.name, percent: Math.round(item.fraction * 100) })}
          </Typography>
          <LinearProgress variant="determinate" value={item.fraction * 100} />
        </Box>
      ))}
      {errors.map((message) => (
        <Alert key={message} severity="error" sx={{ mt: 1 }}>
          {message}
        </Alert>
      ))}
    </Box>
  );
}
