import Box from '@mui/material/Box';
import type { ChartData, ChartOptions } from 'chart.js';
import { useEffect, useRef } from 'react';
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
    if (!canvas.current) return undefined;
    // The first drawing is part of the page's load: at once, not animated frame by frame (each frame is a
    // full redraw on the main thread, with a few charts on a page it held a phone's first load for ~1 s).
    // A change afterwards (another range) animates as the options say.
    const chartOptions = drawn.current ? options : { ...options, animation: false as const };
    drawn.current = true;
    const chart = new Chart<K, number[], string>(canvas.current, { type, data, options: chartOptions });
    return () => chart.destroy();
  }, [type, data, options]);
  return (
    <Box sx={{ position: 'relative', height, width: '100%' }}>
      <canvas ref={canvas} role="img" aria-label={label} data-testid={testId} />
    </Box>
  );
}
