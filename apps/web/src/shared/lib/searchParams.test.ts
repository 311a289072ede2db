import { describe, expect, it } from 'vitest';
import { withParams } from './searchParams';

describe('withParams', () => {
  it('sets and removes values and goes back to page 1 unless paging', () => {
    const start = new URLSearchParams('q=a&page=3');
    expect(withParams(start, { q: 'b' }).toString()).toBe('q=b');
    expect(withParams(start, { q: null }).toString()).toBe('');
    expect(withParams(start, { q: '' }).toString()).toBe('');
    expect(withParams(start, { page: '4' }).toString()).toBe('q=a&page=4');
  });
  it('goes back to page 1 when a filter changes', () => {
    expect(withParams(new URLSearchParams('page=3&action=close'), { action: 'rehandle' }).toString()).toBe(
      'action=rehandle',
    );
    expect(withParams(new URLSearchParams('action=close'), { page: '2' }).toString()).toBe(
      'action=close&page=2',
    );
  });
});
