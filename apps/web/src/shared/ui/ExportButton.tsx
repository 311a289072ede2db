import { listExportFileName, type ListId } from '@cppcc/contracts';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadWithSession } from '../lib/download';
import { exportSearch, type ExportParams } from './exportSearch';

export interface ExportButtonProps {
  /** Which list (the contract's id): names the file. */
  list: ListId;
  /** The export route, e.g. `/api/proposals/export.xlsx`. */
  path: string;
  /** The list's current filter and sort, as its list route takes them (paging is left out). */
  params: ExportParams;
  /** The visible columns' ids in their order; absent: the list's defaults. */
  columns?: readonly string[];
  /** The button's text when it is not the plain "Export to Excel". */
  label?: string;
  testId?: string;
}

/**
 * Downloads what a list shows — its filter, all pages, its visible columns — as the server's streamed
 * .xlsx, with the session's token; disabled with a spinner meanwhile, the server's reason on a failure.
 */
export function ExportButton(props: ExportButtonProps) {
  const { t, i18n } = useTranslation('common');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const language = i18n.language === 'en' ? 'en' : 'zh-CN';

  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      const search = exportSearch(props.params, props.columns);
      const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });
      await downloadWithSession(
        `${props.path}${search ? `?${search}` : ''}`,
        listExportFileName(props.list, language, today),
      );
    } catch (failure) {
      setError(t('export.failed', { reason: failure instanceof Error ? failure.message : String(failure) }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ display: 'inline-flex', flexDirection: 'column', gap: 1 }}>
      <Button
        variant="outlined"
        onClick={() => void run()}
        disabled={busy}
        aria-busy={busy}
        startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <FileDownloadIcon />}
        data-testid={props.testId ?? 'export-button'}
      >
        {busy ? t('export.busy') : (props.label ?? t('export.button'))}
      </Button>
      {error && (
        <Alert severity="error" onClose={() => setError(null)} data-testid="export-error">
          {error}
        </Alert>
      )}
    </Box>
  );
}
