import Box from '@mui/material/Box';
import type { Language, RangeKey, Widget } from '@cppcc/contracts';
import { placeWidgets } from '../lib/widgetLayout';
import { DashboardWidget } from './DashboardWidget';

/** Widgets that need room (charts of a period, maps, tables) span two columns on wide screens. */
const spanOf = (widget: Widget) =>
  widget.kind === 'map' || widget.kind === 'table' || widget.kind === 'chart' ? 2 : 1;

/** A dashboard's widgets: one column at 375 px, two on tablets, four on wide screens; rows always full. */
export function WidgetGrid({
  widgets,
  range,
  language,
}: {
  widgets: Widget[];
  range?: RangeKey;
  language: Language;
}) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: 'repeat(2, minmax(0, 1fr))',
          lg: 'repeat(4, minmax(0, 1fr))',
        },
      }}
    >
      {placeWidgets(widgets, spanOf).map(({ item: widget, wideSpan, tabletSpan }) => (
        <Box
          key={widget.id}
          data-testid="widget-cell"
          sx={{ gridColumn: { sm: `span ${tabletSpan}`, lg: `span ${wideSpan}` }, minWidth: 0 }}
        >
          <DashboardWidget widget={widget} range={range} language={language} />
        </Box>
      ))}
    </Box>
  );
}
