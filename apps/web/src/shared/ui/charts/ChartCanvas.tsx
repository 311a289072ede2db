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
  useEffect(() => {
    if (!canvas.current) return undefined;
    const chart = new Chart<K, number[], string>(canvas.current, { type, data, options });
    return () => chart.destroy();
  }, [type, data, options]);
  return (
    <Box sx={{ position: 'relative', height, width: '100%' }}>
      <canvas ref={canvas} role="img" aria-label={label} data-testid={testId} />
    </Box>
  );
}
