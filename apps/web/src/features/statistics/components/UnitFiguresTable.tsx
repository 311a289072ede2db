import type { UnitFigures } from '@cppcc/contracts';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportableTitle } from './ExportableTitle';
import { Link as RouterLink } from 'react-router';
import { downloadWorkbook, excelFileName } from '../../../shared/lib/excel';
import { unitColumnHeader, unitFigureColumns, unitFiguresSheet, type Translate } from '../lib/unitFigures';
import { unitFigurePath } from '../paths';

/**
 * 承办单位办理情况 (issue 28 §5): a row per unit, every figure a link to the proposals behind it, and the
 * table exported to Excel (Chinese headers whatever the screen language, as the office files them).
 */
export function UnitFiguresTable({
  figures,
  classCodes,
  sessionId,
}: {
  figures: UnitFigures;
  classCodes: readonly string[];
  /** The chosen session (undefined: the current one), kept in the links. */
  sessionId: string | undefined;
}) {
  const { t, i18n } = useTranslation('statistics');
  const rows = figures.items;
  const columns = useMemo(() => unitFigureColumns(rows, classCodes), [rows, classCodes]);
  const title = t('table.unitFigures');
  const translate: Translate = (key, options) => t(key, options ?? {});

  async function exportExcel() {
    const zh = i18n.getFixedT('zh-CN', 'statistics');
    const sheet = unitFiguresSheet(rows, columns, (key, options) => zh(key, options ?? {}));
    await downloadWorkbook(excelFileName(figures.session.name, sheet.sheetName), sheet, 'unitFigures');
  }

  return (
    <Card variant="outlined" sx={{ mb: 3 }} data-testid="table-unit-figures">
      <CardContent>
        <ExportableTitle
          id="table-unit-figures-title"
          title={title}
          disabled={rows.length === 0}
          onExport={exportExcel}
        />
        <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
          {t('unit.note', { days: figures.signWarningDays })}
        </Typography>
        {rows.length === 0 ? (
          <Typography color="textSecondary" sx={{ py: 3, textAlign: 'center' }}>
            {t('noUnits')}
          </Typography>
        ) : (
          <TableContainer sx={{ maxHeight: 560 }}>
            <Table size="small" stickyHeader aria-labelledby="table-unit-figures-title">
              <TableHead>
                <TableRow>
                  <TableCell sx={{ minWidth: 140 }}>{t('unit.col.unit')}</TableCell>
                  {columns.map((column) => (
                    <TableCell key={`${column.figure}-${column.code ?? ''}`} align="right">
                      {unitColumnHeader(column, translate)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.unit.id} hover data-testid="unit-figures-row" data-unit={row.unit.name}>
                    <TableCell component="th" scope="row">
                      {row.unit.name}
                    </TableCell>
                    {columns.map((column) => {
                      const value = column.value(row);
                      const header = unitColumnHeader(column, translate);
                      return (
                        <TableCell key={`${column.figure}-${column.code ?? ''}`} align="right">
                          {value === 0 ? (
                            0
                          ) : (
                            <Link
                              component={RouterLink}
                              to={unitFigurePath(row.unit.id, column.figure, {
                                sessionId,
                                code: column.code,
                              })}
                              aria-label={t('unit.cellLabel', {
                                unit: row.unit.name,
                                figure: header,
                                count: value,
                              })}
                              data-figure={column.code ? `${column.figure}-${column.code}` : column.figure}
                            >
                              {value}
                            </Link>
                          )}
                        </TableCell>
                      );
                    })}
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
