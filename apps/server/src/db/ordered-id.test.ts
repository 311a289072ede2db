import { describe, expect, it } from 'vitest';
import { newOrderedId } from './values';

describe('newOrderedId', () => {
  it('makes UUID v7 strings that sort in the order they were made, many within one millisecond', () => {
    const ids = Array.from({ length: 20_000 }, () => newOrderedId());
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
  });

  it('starts with the present time in milliseconds', () => {
    const before = Date.now();
    const id = newOrderedId();
    const ms = parseInt(id.replace(/-/g, '').slice(0, 12), 16);
    expect(ms).toBeGreaterThanOrEqual(before);
  });
});
