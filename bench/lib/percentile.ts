/** The nearest-rank `p`th percentile (0–100) of ascending `sorted`; NaN when there is none. */
export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;
