import { listColumnIds, type Unit } from '@cppcc/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../shared/api/errorText';
import { registerBundle } from '../../shared/i18n/i18n';
import { usePageTitle } from '../../shared/ui/pageTitle';
import { ExportButton } from '../../shared/ui/ExportButton';
import { ColumnChooser } from '../../shared/ui/table/ColumnChooser';
import { defaultColumnIds } from '../../shared/ui/table/listColumns';
import { useListColumnLabel } from '../../shared/ui/table/useListColumnLabel';
import { useColumnChoice } from '../../shared/ui/table/useListView';
import { joinShortNames } from './shortNames';
import { useListUnitsQuery } from './api';
import { UnitDialog } from './UnitDialog';
import { i18nBundle } from './i18n';

registerBundle(i18nBundle);

/** /apps/admin/units: the responsible units (承办单位), list, create and edit. */
export default function UnitsPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('unitsTitle'));
  const { data, error } = useListUnitsQuery();
  const errorText = useErrorText();
  const label = useListColumnLabel('units');
  const columns = useMemo(() => {
    const cells: Record<string, (unit: Unit) => string> = {
      name: (unit) => unit.name,
      shortNames: (unit) => joinShortNames(unit.shortNames),
      type: (unit) => unit.type,
      contactName: (unit) => unit.contactName,
      contactPhone: (unit) => unit.contactPhone,
    };
    return listColumnIds('units').map((id) => ({ id, label: label(id), cell: cells[id] ?? (() => '') }));
  }, [label]);
  const choice = useColumnChoice('units', columns);
  const [editing, setEditing] = useState<Unit | 'new' | null>(null);
  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, flex: 1 }} data-testid="admin-units">
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 2 }}
      >
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {t('unitsTitle')}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}>
          {/* The list has no filter, so nothing to save as a view: the column choice alone. */}
          <ColumnChooser
            columns={columns}
            visible={choice.columnIds}
            onChange={choice.setColumnIds}
            onReset={() => choice.setColumnIds(defaultColumnIds('units', choice.pageIds))}
          />
          <ExportButton
            list="units"
            path="/api/admin/units/export.xlsx"
            params={{}}
            columns={choice.columnIds}
          />
          <Button variant="contained" onClick={() => setEditing('new')}>
            {t('newUnit')}
          </Button>
        </Stack>
      </Stack>
      {error && <Alert severity="error">{errorText(error)}</Alert>}
      <TableContainer component={Paper}>
        <Table size="small">
          <TableHead>
            <TableRow>
              {choice.columns.map((column) => (
                <TableCell key={column.id}>{column.label}</TableCell>
              ))}
              <TableCell align="right">{t('actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data?.items.map((unit) => (
              <TableRow key={unit.id} hover>
                {choice.columns.map((column) => (
                  <TableCell key={column.id}>{column.cell(unit)}</TableCell>
                ))}
                <TableCell align="right">
                  <Button size="small" onClick={() => setEditing(unit)}>
                    {t('edit')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
            {data?.items.length === 0 && (
              <TableRow>
                <TableCell colSpan={choice.columns.length + 1} align="center">
                  {t('empty')}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {editing && <UnitDialog unit={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Box>
  );
}
