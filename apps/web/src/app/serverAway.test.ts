import { describe, expect, it } from 'vitest';
import { isChunkLoadError } from './serverAway';

describe('isChunkLoadError', () => {
  it.each([
    new TypeError('Failed to fetch dynamically imported module: http://x/assets/Page-1.js'),
    new TypeError('error loading dynamically imported module'),
    new TypeError('Importing a module script failed.'),
    new TypeError('Failed to fetch'),
  ])('knows %s', (error) => expect(isChunkLoadError(error)).toBe(true));
  it.each([new Error('Cannot read properties of undefined'), 'boom', null])('not %s', (error) =>
    expect(isChunkLoadError(error)).toBe(false),
  );
});
