/** Chart pieces shared by the pages that draw charts; importing this pulls Chart.js into that lazy chunk. */
export { ChartCanvas } from './ChartCanvas';
export { barOptions, chartPalette, doughnutOptions, lineOptions, seriesColor } from './theme';
