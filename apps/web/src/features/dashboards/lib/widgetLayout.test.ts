import { describe, expect, it } from 'vitest';
import { placeWidgets } from './widgetLayout';

/** The rows a sequence of spans makes in a grid of `columns`, as lists of spans. */
function rows(spans: number[], columns: number): number[][] {
  const result: number[][] = [];
  let row: number[] = [];
  let used = 0;
  for (const span of spans) {
    if (used + span > columns) {
      result.push(row);
      row = [];
      used = 0;
    }
    row.push(span);
    used += span;
  }
  if (row.length) result.push(row);
  return result;
}

const full = (spans: number[], columns: number) =>
  rows(spans, columns).every((row) => row.reduce((sum, span) => sum + span, 0) === columns);

describe('placeWidgets: no empty grid cell on a dashboard', () => {
  it('keeps the order when the rows already fill', () => {
    const placed = placeWidgets(['a', 'b', 'c', 'd'], () => 1);
    expect(placed.map((entry) => entry.item)).toEqual(['a', 'b', 'c', 'd']);
    expect(placed.map((entry) => entry.wideSpan)).toEqual([1, 1, 1, 1]);
  });

  it('pulls a later narrow widget forward into a gap a wide one would leave', () => {
    const spans: Record<string, number> = { a: 1, b: 1, c: 1, chart: 2, d: 1 };
    const placed = placeWidgets(Object.keys(spans), (key) => spans[key] ?? 1);
    expect(placed.map((entry) => entry.item)).toEqual(['a', 'b', 'c', 'd', 'chart']);
    expect(
      full(
        placed.map((entry) => entry.wideSpan),
        4,
      ),
    ).toBe(true);
  });

  it('widens the row’s last widget when nothing else fits, and fills the last row', () => {
    const spans: Record<string, number> = { a: 1, b: 1, c: 1, map: 2, table: 2, e: 1 };
    const placed = placeWidgets(Object.keys(spans), (key) => spans[key] ?? 1);
    expect(
      full(
        placed.map((entry) => entry.wideSpan),
        4,
      ),
    ).toBe(true);
    expect(placed).toHaveLength(6);
  });

  it('fills every row for any mix of widths (the analytics and project dashboards’ kinds)', () => {
    for (let seed = 0; seed < 200; seed += 1) {
      const spans = Array.from({ length: 1 + (seed % 11) }, (_, index) =>
        (seed * 7 + index * 3) % 5 === 0 ? 2 : 1,
      );
      const placed = placeWidgets(spans, (span) => span);
      expect(placed).toHaveLength(spans.length);
      expect(
        full(
          placed.map((entry) => entry.wideSpan),
          4,
        ),
      ).toBe(true);
      const tablet = placed.map((entry) => entry.tabletSpan);
      expect(full(tablet, 2)).toBe(true);
    }
  });
});
