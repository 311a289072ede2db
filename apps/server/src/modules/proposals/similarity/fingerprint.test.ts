import { describe, expect, it } from 'vitest';
import { closerFirst, closest } from './fingerprint';

/** The one-pass choice of the closest items (fingerprint.ts) against sorting them all. */
describe('closest', () => {
  // A fixed pseudo-random sequence: many ties on overlap and Jaccard, some items without overlap.
  let seed = 7;
  const next = () => (seed = (seed * 48271) % 2147483647);
  const items = Array.from({ length: 3000 }, (_, index) => ({
    id: `${(next() % 997).toString(16).padStart(4, '0')}-${index}`,
    overlap: next() % 8,
    jaccard: (next() % 4) / 4,
  }));

  it('equals the first items of the whole list sorted closest first, those without overlap left out', () => {
    const sorted = items.filter((item) => item.overlap > 0).sort(closerFirst);
    for (const count of [1, 5, 40]) expect(closest(items, count)).toEqual(sorted.slice(0, count));
    expect(closest(items, Infinity)).toEqual(sorted);
  });

  it('returns nothing for no room or no overlap', () => {
    expect(closest(items, 0)).toEqual([]);
    expect(closest([{ id: 'a', overlap: 0, jaccard: 0 }], 5)).toEqual([]);
  });
});
