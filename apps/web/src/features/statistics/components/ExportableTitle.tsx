import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A statistics table's title with its 导出Excel button and the notice when an export fails: `onExport`
 * builds and hands over the file (its failure is shown here).
 */
export function ExportableTitle({
  id,
  title,
  disabled,
  onExport,
}: {
  /** The title's element id, for the table's `aria-labelledby`. */
  id: string;
  title: string;
  disabled: boolean;
  onExport: () => Promise<void>;
}) {
  const { t } = useTranslation('statistics');
  const [exporting, setExporting] = useState(false);
  const [failed, setFailed] = useState(false);

  async function exportExcel() {
    setExporting(true);
    setFailed(false);
    try {
      await onExport();
    } catch {
      setFailed(true);
    } finally {
      setExporting(false);
    }
  }

  return (
    <>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1, gap: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }} id={id}>
          {title}
        </Typography>
        <Button
          size="small"
          variant="outlined"
          startIcon={<FileDownloadIcon />}
          onClick={() => void exportExcel()}
          disabled={exporting || disabled}
          aria-label={t('exportLabel', { table: title })}
        >
          {exporting ? t('exporting') : t('exportExcel')}
        </Button>
      </Stack>
      {failed && (
        <Alert severity="error" sx={{ mb: 1 }} onClose={() => setFailed(false)}>
          {t('exportError')}
        </Alert>
      )}
    </>
  );
}
