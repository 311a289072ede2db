import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Language, RangeFigures, TableCell as Cell } from '@cppcc/contracts';
import { useTranslation } from 'react-i18next';
import { cellText, formatFigure, signed, textIn } from '../lib/text';
import { WidgetChart } from './WidgetChart';

/** The bodies of the widget kinds (seed 001 §3), for one range's figures. */

const tone = (classes: Cell['classes']) =>
  classes === 'up'
    ? 'success.main'
    : classes === 'down'
      ? 'error.main'
      : classes === 'muted'
        ? 'text.secondary'
        : 'text.primary';

export function CounterBody({
  figures,
  title,
  language,
}: {
  figures: RangeFigures<'counter'>;
  title: string;
  language: Language;
}) {
  const { t } = useTranslation('dashboards');
  return (
    <Box>
      <Typography
        component="p"
        sx={{ fontSize: '2.25rem', fontWeight: 700, lineHeight: 1.2 }}
        data-testid="widget-value"
      >
        {formatFigure(figures.value, language)}
      </Typography>
      <Typography variant="body2" color="textSecondary">
        {textIn(figures.label, language)}
      </Typography>
      {figures.ofTarget !== null && (
        <Typography
          variant="body2"
          sx={{ color: figures.ofTarget >= 0 ? 'success.main' : 'error.main', fontWeight: 600 }}
        >
          {t('ofTarget', { value: signed(figures.ofTarget, language) })}
        </Typography>
      )}
      {figures.extra && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {textIn(figures.extra.label, language)}:{' '}
          <strong>{formatFigure(figures.extra.value, language)}</strong>
        </Typography>
      )}
      {figures.chart && <WidgetChart chart={figures.chart} title={title} language={language} height={80} />}
    </Box>
  );
}

export function ChartBody({
  figures,
  title,
  language,
}: {
  figures: RangeFigures<'chart'>;
  title: string;
  language: Language;
}) {
  return (
    <Box>
      <WidgetChart chart={figures.chart} title={title} language={language} />
      {figures.figures.length > 0 && (
        <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, m: 0, mt: 1.5 }}>
          {figures.figures.map((figure) => (
            <Box key={figure.label.en} sx={{ minWidth: 96 }}>
              <Typography component="dt" variant="caption" color="textSecondary">
                {textIn(figure.label, language)}
              </Typography>
              <Typography component="dd" variant="h6" sx={{ m: 0 }}>
                {formatFigure(figure.value, language)}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}

export function TableBodyOf({ figures, language }: { figures: RangeFigures<'table'>; language: Language }) {
  const { t } = useTranslation('dashboards');
  if (figures.rows.length === 0) return <Typography color="textSecondary">{t('emptyTable')}</Typography>;
  return (
    <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
      <Table size="small">
        <TableHead>
          <TableRow>
            {figures.columns.map((column) => (
              <TableCell key={column.id}>{textIn(column.title, language)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {figures.rows.map((row) => (
            <TableRow key={row.id}>
              {row.cells.map((cell) => (
                <TableCell
                  key={cell.id}
                  sx={{
                    color: tone(cell.classes),
                    fontWeight: cell.classes === 'strong' ? 600 : undefined,
                    whiteSpace: 'nowrap',
                  }}
                >
                  {cell.icon === 'up' ? '▲ ' : cell.icon === 'down' ? '▼ ' : ''}
                  {cellText(cell, language)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

export function ScheduleBody({
  figures,
  language,
}: {
  figures: RangeFigures<'schedule'>;
  language: Language;
}) {
  const { t } = useTranslation('dashboards');
  if (figures.items.length === 0) return <Typography color="textSecondary">{t('emptySchedule')}</Typography>;
  return (
    <List dense disablePadding>
      {figures.items.map((item) => (
        <ListItem key={item.id} disableGutters divider>
          <ListItemText primary={textIn(item.title, language)} secondary={item.time} />
        </ListItem>
      ))}
    </List>
  );
}
