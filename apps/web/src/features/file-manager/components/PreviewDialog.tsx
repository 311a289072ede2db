import type { FileManagerItem } from '@cppcc/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFileUrl } from './useFileUrl';

/** A picture or a text file shown in the page (PDF and Word open in the document viewer instead). */
export function PreviewDialog({
  item,
  onClose,
  onDownload,
}: {
  item: FileManagerItem;
  onClose: () => void;
  onDownload: () => void;
}) {
  const { t } = useTranslation('fileManager');
  const titleId = useId();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const file = useFileUrl(item.id);
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    if (item.preview !== 'text' || file.status !== 'ready') return;
    let live = true;
    void file.blob.text().then((value) => live && setText(value));
    return () => {
      live = false;
    };
  }, [item.preview, file]);

  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ wordBreak: 'break-word' }}>
        {t('previewTitle', { name: item.name })}
      </DialogTitle>
      <DialogContent dividers data-testid="file-preview">
        {file.status === 'loading' && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label={t('preview')} />
          </Box>
        )}
        {file.status === 'failed' && (
          <Alert severity="error">{t('previewFailed', { message: file.message })}</Alert>
        )}
        {file.status === 'ready' && item.preview === 'image' && (
          <Box
            component="img"
            src={file.url}
            alt={item.name}
            sx={{ display: 'block', maxWidth: '100%', maxHeight: '70vh', mx: 'auto' }}
          />
        )}
        {file.status === 'ready' && item.preview === 'text' && (
          <Box
            component="pre"
            sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', m: 0, fontFamily: 'monospace' }}
          >
            {text}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onDownload}>{t('download')}</Button>
        <Button variant="contained" onClick={onClose}>
          {t('close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
