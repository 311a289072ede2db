import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ExportableTitle } from './ExportableTitle';
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
  const title = t(spec.title);
  const screen = tableCells(spec, rows, (key) => t(key));

  async function exportExcel() {
    const zh = i18n.getFixedT('zh-CN', 'statistics');
    const zhTitle = zh(spec.title);
    const cells = tableCells(spec, rows, (key) => zh(key));
    const sheet = { sheetName: zhTitle, ...cells };
    await downloadWorkbook(excelFileName(sessionName, zhTitle), sheet, 'statistics');
  }

  return (
    <Card variant="outlined" sx={{ mb: 3 }} data-testid={`table-${spec.id}`}>
      <CardContent>
        <ExportableTitle
          id={`table-${spec.id}-title`}
          title={title}
          disabled={rows.length === 0}
          onExport={exportExcel}
        />
        {rows.length === 0 ? (
          <Typography color="textSecondary" sx={{ py: 3, textAlign: 'center' }}>
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
