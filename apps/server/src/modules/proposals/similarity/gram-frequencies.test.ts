import { describe, expect, it } from 'vitest';
import { SAMPLE, storedFrom } from './gram-frequencies';

/** How many proposals one sampled proposal stands for (gram-frequencies.ts): the probes' budget rests on it. */
describe('stored proposals estimated from the sample', () => {
  /** An id at a share of the id space (0 … 1), in the shape of a random UUID. */
  const idAt = (share: number) => {
    const hex = Math.floor(share * 2 ** 48)
      .toString(16)
      .padStart(12, '0');
    return `${hex.slice(0, 8)}-${hex.slice(8)}-4000-8000-000000000000`;
  };
  const run = (from: number, to: number, n: number) =>
    Array.from({ length: n }, (_, i) => ({ proposalId: idAt(from + ((to - from) * (i + 1)) / n) }));

  it('is what the run of ids covers of the id space', () => {
    // SAMPLE ids over a tenth of the space: ten times as many stored.
    const stored = storedFrom(idAt(0.3), run(0.3, 0.4, SAMPLE), []);
    expect(stored).toBeGreaterThan(SAMPLE * 9.9);
    expect(stored).toBeLessThan(SAMPLE * 10.1);
  });

  it('counts a run that wrapped past the last id from the first', () => {
    // From 0.95 to the end (half the sample), then from the start to 0.05: a tenth of the space again.
    const stored = storedFrom(idAt(0.95), run(0.95, 1 - 1e-9, SAMPLE / 2), run(0, 0.05, SAMPLE / 2));
    expect(stored).toBeGreaterThan(SAMPLE * 9.9);
    expect(stored).toBeLessThan(SAMPLE * 10.1);
  });

  it('is the rows read when the table is smaller than the sample', () => {
    expect(storedFrom(idAt(0.5), run(0.5, 0.9, 120), run(0, 0.4, 100))).toBe(220);
  });
});
