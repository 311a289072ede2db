import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadWorkbook, excelFileName } from '../../../shared/lib/excel';
import { formatRate } from '../lib/format';
import { tableCells, type TableSpec } from '../lib/tables';
import { toLanguage } from '../../../shared/i18n/languages';

/**
 * A statistics table with its 导出Excel button. The Excel file always has Chinese headers and sheet name
 * (the office files them), whatever the screen language; counts stay numbers and rates are numbers shown
 * as percentages.
 */
export function StatTable<Row>({
  spec,
  rows,
  sessionName,
  empty,
}: {
  spec: TableSpec<Row>;
  rows: readonly Row[];
  sessionName: string;
  empty: string;
}) {
  const { t, i18n } = useTranslation('statistics');
  const language = toLanguage(i18n.language);
  const [exporting, setExporting] = useState(false);
  const [failed, setFailed] = useState(false);
  const title = t(spec.title);
  const screen = tableCells(spec, rows, (key) => t(key));

  async function exportExcel() {
    setExporting(true);
    setFailed(false);
    try {
      const zh = i18n.getFixedT('zh-CN', 'statistics');
      const zhTitle = zh(spec.title);
      const cells = tableCells(spec, rows, (key) => zh(key));
      await downloadWorkbook(excelFileName(sessionName, zhTitle), { sheetName: zhTitle, ...cells });
    } catch {
      setFailed(true);
    } finally {
      setExporting(false);
    }
  }

  return (
    <Card variant="outlined" sx={{ mb: 3 }} data-testid={`table-${spec.id}`}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
          <Typography
            variant="subtitle1"
            component="h3"
            sx={{ fontWeight: 600 }}
            id={`table-${spec.id}-title`}
          >
            {title}
          </Typography>
          <Button
            size="small"
            variant="outlined"
            startIcon={<FileDownloadIcon />}
            onClick={() => void exportExcel()}
            disabled={exporting || rows.length === 0}
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
        {rows.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
            {empty}
          </Typography>
        ) : (
          <TableContainer sx={{ maxHeight: 480 }}>
            <Table size="small" stickyHeader aria-labelledby={`table-${spec.id}-title`}>
              <TableHead>
                <TableRow>
                  {screen.headers.map((header, i) => (
                    <TableCell key={header} align={screen.kinds[i] === 'text' ? 'left' : 'right'}>
                      {header}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row, r) => (
                  <TableRow key={spec.rowKey(row)} hover data-testid="stat-row" data-key={spec.rowKey(row)}>
                    {screen.values[r]?.map((value, i) => (
                      <TableCell
                        key={screen.headers[i]}
                        align={screen.kinds[i] === 'text' ? 'left' : 'right'}
                        component={i === 0 ? 'th' : 'td'}
                        scope={i === 0 ? 'row' : undefined}
                      >
                        {screen.kinds[i] === 'rate'
                          ? formatRate(typeof value === 'number' ? value : null, language)
                          : (value ?? '—')}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </CardContent>
    </Card>
  );
}
