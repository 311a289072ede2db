import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';

const ROWS = [
  [1, 'todo1', 'unit1', 'stateHandling'],
  [2, 'todo2', 'unit2', 'stateReplied'],
  [3, 'todo3', 'unit3', 'stateEvaluated'],
] as const;

export default function TablesExample() {
  const { t } = useTranslation('documentation');
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('sample.number')}</TableCell>
            <TableCell>{t('sample.title')}</TableCell>
            <TableCell>{t('sample.unit')}</TableCell>
            <TableCell>{t('sample.state')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {ROWS.map(([number, title, unit, state]) => (
            <TableRow key={number}>
              <TableCell>{number}</TableCell>
              <TableCell>{t(`sample.${title}`)}</TableCell>
              <TableCell>{t(`sample.${unit}`)}</TableCell>
              <TableCell>{t(`sample.${state}`)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
