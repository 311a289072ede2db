import type { CompilationRun } from '@cppcc/contracts';
import { compilationActive } from '@cppcc/contracts';
import DownloadIcon from '@mui/icons-material/Download';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDateTime } from '../../../shared/lib/dates';
import { downloadWithSession } from '../../../shared/lib/download';
import { compilationFileSrc, viewerHref } from '../../../shared/lib/viewerHref';
import { fileSize } from '../lib/runs';

const STATE_COLOR = { queued: 'default', running: 'info', done: 'success', failed: 'error' } as const;

/** One build: its edition and state, the progress while it runs, the viewer and downloads once done. */
export function RunCard({ run }: { run: CompilationRun }) {
  const { t } = useTranslation('compilation');
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const edition = t(`edition.${run.edition}`);
  const active = compilationActive(run.state);

  async function download(format: 'docx' | 'pdf', fileName: string) {
    setDownloadError(null);
    try {
      await downloadWithSession(compilationFileSrc(run.id, format), fileName);
    } catch (error) {
      setDownloadError(error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <Card variant="outlined" data-testid="compilation-run" data-state={run.state} data-run-id={run.id}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mb: 1 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {run.session.name} · {edition}
          </Typography>
          <Chip size="small" color={STATE_COLOR[run.state]} label={t(`state.${run.state}`)} />
          <Typography variant="body2" color="textSecondary" sx={{ ml: 'auto !important' }}>
            {t('requested', { name: run.requestedBy.displayName, time: formatDateTime(run.createdAt) })}
          </Typography>
        </Stack>
        {active && (
          <Box>
            <LinearProgress
              variant={run.phase === 'waiting' ? 'indeterminate' : 'determinate'}
              value={run.percent}
              aria-label={t('progressLabel', { edition })}
              sx={{ height: 8, borderRadius: 4, mb: 1 }}
            />
            <Typography variant="body2" color="textSecondary" data-testid="compilation-phase">
              {t(`phase.${run.phase}`, { done: run.done, total: run.total })} · {run.percent}%
            </Typography>
          </Box>
        )}
        {run.state === 'failed' && (
          <Alert severity="error">{t(run.error ?? 'compilation.failed', { ns: 'messages' })}</Alert>
        )}
        {run.state === 'done' && run.docx && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1 }}>
            <Button
              component={RouterLink}
              to={viewerHref(compilationFileSrc(run.id, 'docx'), run.docx.fileName)}
              variant="contained"
              startIcon={<VisibilityIcon />}
            >
              {t('open')}
            </Button>
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              onClick={() => void download('docx', run.docx?.fileName ?? 'compilation.docx')}
            >
              {t('downloadWord', { size: fileSize(run.docx.size) })}
            </Button>
            {run.pdf && (
              <Button
                variant="outlined"
                startIcon={<DownloadIcon />}
                onClick={() => void download('pdf', run.pdf?.fileName ?? 'compilation.pdf')}
              >
                {t('downloadPdf', { size: fileSize(run.pdf.size) })}
              </Button>
            )}
          </Stack>
        )}
        {downloadError && (
          <Alert severity="error" sx={{ mt: 1 }} onClose={() => setDownloadError(null)}>
            {t('downloadError', { message: downloadError })}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
