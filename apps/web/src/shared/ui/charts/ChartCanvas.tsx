import Box from '@mui/material/Box';
import type { ChartData, ChartOptions } from 'chart.js';
import { useEffect, useRef } from 'react';
import { whenNearViewport } from '../../lib/whenNearViewport';
import { Chart } from './registry';

type Kind = 'bar' | 'line' | 'doughnut';

/**
 * One Chart.js chart on a canvas. The chart is rebuilt when `data` or `options` change (memoise them), and
 * destroyed on unmount. The canvas is an image to assistive technology: `label` must say what it shows
 * (the figures are also printed next to every chart).
 */
export function ChartCanvas<K extends Kind>({
  type,
  data,
  options,
  label,
  height = 260,
  testId,
}: {
  type: K;
  data: ChartData<K, number[], string>;
  options: ChartOptions<K>;
  label: string;
  height?: number;
  testId?: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawn = useRef(false);
  useEffect(() => {
    const element = canvas.current;
    if (!element) return undefined;
    // The first drawing is part of the page's load: at once, not animated frame by frame (each frame is a
    // full redraw on the main thread). A change afterwards (another range) animates as the options say.
    const chartOptions = drawn.current ? options : { ...options, animation: false as const };
    // Each chart is built in a task of its own, once it is near the screen: a page of charts is several short
    // tasks, not one long one that holds every input (and a phone's first load) until the last is drawn.
    let chart: Chart<K, number[], string> | null = null;
    const cancel = whenNearViewport(element, () => {
      chart = new Chart<K, number[], string>(element, { type, data, options: chartOptions });
      // Only a chart actually drawn counts: an effect undone before its task ran (a quick change, React's
      // development double run) must not make the first drawing an animated one.
      drawn.current = true;
    });
    return () => {
      cancel();
      chart?.destroy();
    };
  }, [type, data, options]);
  return (
    <Box sx={{ position: 'relative', height, width: '100%' }}>
      <canvas ref={canvas} role="img" aria-label={label} data-testid={testId} />
    </Box>
  );
}
