import { figuresFor, type Language, type RangeKey, type Widget } from '@cppcc/contracts';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../../shared/ui/Loading';
import { textIn } from '../lib/text';
import { RangeSelect } from './RangeSelect';
import { ChartBody, CounterBody, ScheduleBody, TableBodyOf } from './WidgetBodies';
import { WidgetFrame } from './WidgetFrame';

const WorldMap = lazy(() => import('./WorldMap'));

/**
 * One widget of a dashboard. `range` given = the page's range applies (analytics); otherwise a widget with
 * more than one range has its own selector (the project dashboard), starting on the widget's current range.
 */
export function DashboardWidget({
  widget,
  range,
  language,
}: {
  widget: Widget;
  range?: RangeKey;
  language: Language;
}) {
  const { t } = useTranslation('dashboards');
  const [own, setOwn] = useState<RangeKey>(widget.currentRange);
  const title = textIn(widget.title, language);
  const ranges = widget.ranges.map((entry) => entry.range);
  const chosen = range ?? own;
  const action =
    range === undefined && ranges.length > 1 ? (
      <RangeSelect
        ranges={ranges}
        value={own}
        onChange={setOwn}
        label={t('rangeOf', { title })}
        testId={`range-${widget.id}`}
      />
    ) : undefined;
  return (
    <WidgetFrame id={widget.id} title={title} action={action}>
      {widget.kind === 'counter' && (
        <CounterBody figures={figuresFor(widget, chosen)} title={title} language={language} />
      )}
      {widget.kind === 'chart' && (
        <ChartBody figures={figuresFor(widget, chosen)} title={title} language={language} />
      )}
      {widget.kind === 'table' && <TableBodyOf figures={figuresFor(widget, chosen)} language={language} />}
      {widget.kind === 'schedule' && (
        <ScheduleBody figures={figuresFor(widget, chosen)} language={language} />
      )}
      {widget.kind === 'map' && (
        <Suspense fallback={<Loading />}>
          <WorldMap markers={figuresFor(widget, chosen).markers} title={title} language={language} />
        </Suspense>
      )}
    </WidgetFrame>
  );
}
